import { AxiosOpenApplyCatalogue } from '../../../../src/features/apply/adapters/AxiosOpenApplyCatalogue';
import { describeOpenApplyCatalogueContract } from '../contracts/OpenApplyCatalogue.contract';
import { AROHA, LIAM } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

describeOpenApplyCatalogueContract('AxiosOpenApplyCatalogue on the sandbox', async () => {
  const loggedIn = httpStack(sandbox.url);
  await loggedIn.tokenService.passwordGrant(AROHA);
  return new AxiosOpenApplyCatalogue(loggedIn.http);
});

it("lists Liam's missing mobile number as an action", async () => {
  const liam = httpStack(sandbox.url);
  await liam.tokenService.passwordGrant(LIAM);
  expect(await new AxiosOpenApplyCatalogue(liam.http).customerActions())
    .toEqual([{ id: 'add-mobile', title: 'Add your mobile number', href: '/setup/internet-banking/mobile' }]);
});
