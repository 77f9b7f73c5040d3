import { AxiosInboxService } from '../../../../src/features/messages/adapters/AxiosInboxService';
import { describeInboxServiceContract } from '../contracts/InboxService.contract';
import { sandboxPerFile, type OwnCustomer } from '../../../support/sandboxPerFile';
import { httpStack } from '../../../support/httpSubjects';

// One sandbox for the file: the contract reads and dismisses messages, so every test reads
// and dismisses those of customers of its own (clones of Aroha and Jack).
const file = sandboxPerFile();

async function loggedIn(customer: OwnCustomer) {
  const stack = httpStack(file.url);
  await stack.tokenService.passwordGrant(customer);
  return stack;
}

describeInboxServiceContract('AxiosInboxService on the sandbox', async () => {
  const aroha = await loggedIn(await file.customer('1000001'));
  const jack = await loggedIn(await file.customer('1000004'));
  return {
    aroha: new AxiosInboxService(aroha.http),
    jack: new AxiosInboxService(jack.http),
    anonymous: new AxiosInboxService(httpStack(file.url).http),
  };
});
