import { closeTemplate } from '../support/freshDatabase';

// Real servers and databases: creating a PGlite (initdb) takes seconds on a busy 2-core
// machine (minutes when it is shared), and jest ignores a project-level testTimeout, so it is set here.
jest.setTimeout(120_000);

afterAll(closeTemplate);
