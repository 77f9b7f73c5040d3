import { AxiosPersonaliseService } from '../../../../src/features/personalise/adapters/AxiosPersonaliseService';
import { describePersonaliseServiceContract } from '../contracts/PersonaliseService.contract';
import { sandboxPerFile, type OwnCustomer } from '../../../support/sandboxPerFile';
import { httpStack } from '../../../support/httpSubjects';

// One sandbox for the file: the contract renames and reorders accounts, so every test does
// it to an Aroha of its own (and tries a Jack of its own).
const file = sandboxPerFile();

async function loggedIn(customer: OwnCustomer) {
  const stack = httpStack(file.url);
  await stack.tokenService.passwordGrant(customer);
  return stack;
}

describePersonaliseServiceContract('AxiosPersonaliseService on the sandbox', async () => {
  const aroha = await loggedIn(await file.customer('1000001'));
  const jack = await loggedIn(await file.customer('1000004'));
  return {
    aroha: new AxiosPersonaliseService(aroha.http), jack: new AxiosPersonaliseService(jack.http),
    anonymous: new AxiosPersonaliseService(httpStack(file.url).http),
  };
});
