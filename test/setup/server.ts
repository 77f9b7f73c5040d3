import { closeTemplate } from '../support/freshDatabase';

// Real servers and databases: creating a PGlite (initdb) takes seconds on a busy 2-core machine.
jest.setTimeout(30_000);

afterAll(closeTemplate);
