import { AxiosContentService } from '../../../../src/features/support/adapters/AxiosContentService';
import { describeContentServiceContract } from '../contracts/ContentService.contract';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

// The content API needs no login: the adapter runs anonymous, as a visitor's browser does.
describeContentServiceContract('AxiosContentService on the sandbox', async () => new AxiosContentService(httpStack(sandbox.url).http));
