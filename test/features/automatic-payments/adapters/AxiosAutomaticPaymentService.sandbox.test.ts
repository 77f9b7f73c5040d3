import { AxiosAutomaticPaymentService } from '../../../../src/features/automatic-payments/adapters/AxiosAutomaticPaymentService';
import { describeAutomaticPaymentServiceContract } from '../contracts/AutomaticPaymentService.contract';
import { sandboxPerFile, type OwnCustomer } from '../../../support/sandboxPerFile';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';
import { sandboxToday } from '../../../support/sandboxTime';

// One sandbox for the file: the tests skip, create and cancel (five cancellations a day at
// most, per customer), so every test gets customers of its own shaped as Aroha and Jack.
const file = sandboxPerFile();

async function loggedIn({ customerNumber, password }: OwnCustomer) {
  const stack = httpStack(file.url, `contract-browser-${customerNumber}`);
  await stack.tokenService.passwordGrant({ customerNumber, password });
  return { ...stack, customerNumber };
}

describeAutomaticPaymentServiceContract('AxiosAutomaticPaymentService on the sandbox', async () => {
  const aroha = await loggedIn(await file.customer('1000001'));
  const jack = await loggedIn(await file.customer('1000004'));
  return {
    payments: new AxiosAutomaticPaymentService(aroha.http),
    arohaNumber: aroha.customerNumber,
    other: new AxiosAutomaticPaymentService(jack.http),
    otherNumber: jack.customerNumber,
    // Jack reads the texted code and gives it, as the escalation grant takes it.
    escalate: async (operationId) => { await jack.tokenService.escalate({ challengeResponse: await oneTimeCode(jack.http, operationId), operationId }); },
    today: await sandboxToday(file.sandbox.db),
  };
});
