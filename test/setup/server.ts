import { closeTemplate } from '../support/freshDatabase';

afterAll(closeTemplate);
