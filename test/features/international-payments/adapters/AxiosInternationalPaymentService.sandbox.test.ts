import { AxiosInternationalPaymentService } from '../../../../src/features/international-payments/adapters/AxiosInternationalPaymentService';
import { describeInternationalPaymentServiceContract } from '../contracts/InternationalPaymentService.contract';
import { sandboxPerFile, type OwnCustomer } from '../../../support/sandboxPerFile';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';

// One sandbox for the file: the contract moves money, so every test pays from an Aroha of
// its own (a clone: her payee and balances, her own account ids) and tries a Jack of its own.
const file = sandboxPerFile();

async function loggedIn(customer: OwnCustomer) {
  const stack = httpStack(file.url);
  await stack.tokenService.passwordGrant(customer);
  return stack;
}

describeInternationalPaymentServiceContract('AxiosInternationalPaymentService on the sandbox', async () => {
  const aroha = await loggedIn(await file.customer('1000001'));
  const jack = await loggedIn(await file.customer('1000004'));
  return {
    aroha: new AxiosInternationalPaymentService(aroha.http),
    escalate: async (operationId) => {
      await aroha.tokenService.escalate({ challengeResponse: await oneTimeCode(aroha.http, operationId), operationId });
    },
    jack: new AxiosInternationalPaymentService(jack.http),
    anonymous: new AxiosInternationalPaymentService(httpStack(file.url).http),
  };
});
