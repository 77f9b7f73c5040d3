import { AxiosAccountHistory } from '../../../../src/features/accounts/adapters/AxiosAccountHistory';
import { describeAccountHistoryContract } from '../contracts/AccountHistory.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';
import { sandboxToday } from '../../../support/sandboxTime';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

describeAccountHistoryContract('AxiosAccountHistory on the sandbox', async () => {
  const loggedIn = httpStack(sandbox.url);
  await loggedIn.tokenService.passwordGrant(AROHA);
  return {
    loggedIn: new AxiosAccountHistory(loggedIn.http),
    anonymous: new AxiosAccountHistory(httpStack(sandbox.url).http),
    othersAccountId: '1000004-1',
    today: await sandboxToday(sandbox.db),
  };
});
