import { AxiosAutomaticPaymentService } from '../../../../src/features/automatic-payments/adapters/AxiosAutomaticPaymentService';
import { describeAutomaticPaymentServiceContract } from '../contracts/AutomaticPaymentService.contract';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';
import { sandboxToday } from '../../../support/sandboxTime';

let sandboxes: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.map((s) => s.close()));
  sandboxes = [];
});

async function loggedIn(url: string, customerNumber: string) {
  const stack = httpStack(url, `contract-browser-${customerNumber}`);
  await stack.tokenService.passwordGrant({ customerNumber, password: 'Kowhai-2026!' });
  return stack;
}

// A sandbox per test: the tests skip, create and cancel.
describeAutomaticPaymentServiceContract('AxiosAutomaticPaymentService on the sandbox', async () => {
  const sandbox = await startSandbox();
  sandboxes.push(sandbox);
  const aroha = await loggedIn(sandbox.url, '1000001');
  const jack = await loggedIn(sandbox.url, '1000004');
  return {
    payments: new AxiosAutomaticPaymentService(aroha.http),
    other: new AxiosAutomaticPaymentService(jack.http),
    // Jack reads the texted code and gives it, as the escalation grant takes it.
    escalate: async (operationId) => { await jack.tokenService.escalate({ challengeResponse: await oneTimeCode(jack.http, operationId), operationId }); },
    today: await sandboxToday(sandbox.db),
  };
});
