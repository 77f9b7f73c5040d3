import { AxiosTransferService } from '../../../../src/features/transfer/adapters/AxiosTransferService';
import { describeTransferServiceContract } from '../contracts/TransferService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

describeTransferServiceContract('AxiosTransferService on the sandbox', async () => {
  const loggedIn = httpStack(sandbox.url);
  await loggedIn.tokenService.passwordGrant(AROHA);
  return {
    loggedIn: new AxiosTransferService(loggedIn.http),
    anonymous: new AxiosTransferService(httpStack(sandbox.url).http),
    othersAccountId: '1000004-1',
  };
});
