import { AxiosAutomaticPaymentService } from '../../../../src/features/automatic-payments/adapters/AxiosAutomaticPaymentService';
import { describeAutomaticPaymentServiceContract } from '../contracts/AutomaticPaymentService.contract';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';
import { sandboxToday } from '../../../support/sandboxTime';

let sandboxes: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.map((s) => s.close()));
  sandboxes = [];
});

async function loggedIn(url: string, customerNumber: string) {
  const stack = httpStack(url);
  await stack.tokenService.passwordGrant({ customerNumber, password: 'Kowhai-2026!' });
  return new AxiosAutomaticPaymentService(stack.http);
}

// A sandbox per test: the tests skip, create and cancel.
describeAutomaticPaymentServiceContract('AxiosAutomaticPaymentService on the sandbox', async () => {
  const sandbox = await startSandbox();
  sandboxes.push(sandbox);
  return { payments: await loggedIn(sandbox.url, '1000001'), other: await loggedIn(sandbox.url, '1000004'), today: await sandboxToday(sandbox.db) };
});
