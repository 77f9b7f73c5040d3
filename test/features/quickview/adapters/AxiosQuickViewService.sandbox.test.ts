import { AxiosQuickViewService } from '../../../../src/features/quickview/adapters/AxiosQuickViewService';
import { describeQuickViewServiceContract } from '../contracts/QuickViewService.contract';
import { sandboxPerFile, type OwnCustomer } from '../../../support/sandboxPerFile';
import { httpStack } from '../../../support/httpSubjects';

// One sandbox for the file: the contract chooses the accounts Quick View shows, so every
// test chooses them for an Aroha of its own (and tries a Jack of its own).
const file = sandboxPerFile();

async function loggedIn(customer: OwnCustomer) {
  const stack = httpStack(file.url);
  await stack.tokenService.passwordGrant(customer);
  return stack;
}

describeQuickViewServiceContract('AxiosQuickViewService on the sandbox', async () => {
  const aroha = await loggedIn(await file.customer('1000001'));
  const jack = await loggedIn(await file.customer('1000004'));
  return { aroha: new AxiosQuickViewService(aroha.http), jack: new AxiosQuickViewService(jack.http), anonymous: new AxiosQuickViewService(httpStack(file.url).http) };
});
