import { AxiosMessagesService } from '../../../src/app/adapters/AxiosMessagesService';
import { describeMessagesServiceContract } from '../contracts/MessagesService.contract';
import { AROHA } from '../../support/demoData';
import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { httpStack } from '../../support/httpSubjects';

// The server project's testTimeout does not reach jest-circus hooks (they stay at 5 s), and a
// fresh seeded sandbox can take longer on a busy 2-core machine.
jest.setTimeout(60_000);

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

describeMessagesServiceContract('AxiosMessagesService on the sandbox', async () => {
  const loggedIn = httpStack(sandbox.url);
  await loggedIn.tokenService.passwordGrant(AROHA);
  return {
    loggedIn: new AxiosMessagesService(loggedIn.http),
    anonymous: new AxiosMessagesService(httpStack(sandbox.url).http),
  };
});
