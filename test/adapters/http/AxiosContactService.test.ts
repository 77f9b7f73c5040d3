import { AxiosContactService } from '../../../src/adapters/http/AxiosContactService';
import { describeContactServiceContract } from '../../contracts/ContactService.contract';
import { AROHA } from '../../fakes/demoData';
import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { httpStack } from './httpSubjects';

let sandboxes: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.map((s) => s.close()));
  sandboxes = [];
});

// A sandbox per test: the suite changes Aroha's addresses.
describeContactServiceContract('AxiosContactService on the sandbox', async () => {
  const sandbox = await startSandbox();
  sandboxes.push(sandbox);
  const loggedIn = httpStack(sandbox.url);
  await loggedIn.tokenService.passwordGrant(AROHA);
  return {
    loggedIn: new AxiosContactService(loggedIn.http),
    anonymous: new AxiosContactService(httpStack(sandbox.url).http),
  };
});
