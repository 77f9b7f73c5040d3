import { AxiosKiwiSaverService } from '../../../../src/features/kiwisaver/adapters/AxiosKiwiSaverService';
import { describeKiwiSaverServiceContract } from '../contracts/KiwiSaverService.contract';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

const loggedInAs = async (customerNumber: string) => {
  const stack = httpStack(sandbox.url);
  await stack.tokenService.passwordGrant({ customerNumber, password: 'Kowhai-2026!' });
  return new AxiosKiwiSaverService(stack.http);
};

describeKiwiSaverServiceContract('AxiosKiwiSaverService on the sandbox', async () => ({
  member: await loggedInAs('1000001'),
  notMember: await loggedInAs('1000004'),
  retired: await loggedInAs('1000006'),
  anonymous: new AxiosKiwiSaverService(httpStack(sandbox.url).http),
}));
