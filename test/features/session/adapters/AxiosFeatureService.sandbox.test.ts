import { AxiosFeatureService } from '../../../../src/features/session/adapters/AxiosFeatureService';
import { describeFeatureServiceContract } from '../contracts/FeatureService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

// One sandbox per file (a fresh database costs seconds on 2 cores).
let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

async function loggedIn(customerNumber = AROHA.customerNumber) {
  const stack = httpStack(sandbox.url);
  await stack.tokenService.passwordGrant({ customerNumber, password: AROHA.password });
  return stack;
}

describeFeatureServiceContract('AxiosFeatureService on the sandbox', async () => {
  const { http } = await loggedIn();
  await http.post('/dev/feature-flags', { name: 'ReactDashboard', enabled: true, customerNumber: AROHA.customerNumber });
  return {
    loggedIn: new AxiosFeatureService(http),
    anonymous: new AxiosFeatureService(httpStack(sandbox.url).http),
    turnOffForAroha: async (name) => { await http.post('/dev/feature-flags', { name, enabled: false, customerNumber: AROHA.customerNumber }); },
  };
});
