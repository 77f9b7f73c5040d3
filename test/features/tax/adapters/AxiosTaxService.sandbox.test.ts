import { AxiosTaxService } from '../../../../src/features/tax/adapters/AxiosTaxService';
import { describeTaxServiceContract } from '../contracts/TaxService.contract';
import { sandboxPerFile, type OwnCustomer } from '../../../support/sandboxPerFile';
import { httpStack } from '../../../support/httpSubjects';

// One sandbox for the file: every test reads and replaces the tax details of an Aroha and
// a Jack of its own.
const file = sandboxPerFile();

async function loggedIn(customer: OwnCustomer) {
  const stack = httpStack(file.url);
  await stack.tokenService.passwordGrant(customer);
  return stack;
}

describeTaxServiceContract('AxiosTaxService on the sandbox', async () => {
  const aroha = await loggedIn(await file.customer('1000001'));
  const jack = await loggedIn(await file.customer('1000004'));
  return { aroha: new AxiosTaxService(aroha.http), jack: new AxiosTaxService(jack.http), anonymous: new AxiosTaxService(httpStack(file.url).http) };
});
