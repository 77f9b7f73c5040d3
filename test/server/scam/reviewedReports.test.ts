import { randomUUID } from 'node:crypto';
import { parseOperatorArgs } from '../../../server/cli/operatorCommands';
import { sandboxPerFile } from '../../support/sandboxPerFile';
import { login, type LoggedIn } from '../../support/sessionSandbox';

/**
 * Issue 31, finding 5: one customer could block any account for everyone by paying it a cent
 * and reporting it. A report now protects its customer at once; the account joins the shared
 * list only when the bank confirms the report. Each customer is the test's own.
 */
const file = sandboxPerFile();
const app = () => file.sandbox.app;
const SUSPECT = '02-0500-5512401-00';

const pay = (session: LoggedIn, amountCents: number) => app().inject({
  method: 'POST', url: '/api/payments', headers: { authorization: `Bearer ${session.accessToken}`, 'idempotency-key': randomUUID() },
  payload: { fromAccountId: `${session.customerNumber}-1`, to: { accountNumber: SUSPECT, name: 'Plain Trader' }, amountCents,
    particulars: '', code: '', reference: 'Report', purpose: 'other', riskAcknowledged: true },
});
const customer = async (template: '1000002' | '1000004') => login(app(), (await file.customer(template)).customerNumber);

describe('a scam report', () => {
  it("protects the customer who made it at once, and no one else's payments until the bank confirms it", async () => {
    const reporter = await customer('1000004');
    const paid = await pay(reporter, 1);
    expect(paid.statusCode).toBe(200);
    const reported = await app().inject({
      method: 'POST', url: '/api/scam-reports', headers: { authorization: `Bearer ${reporter.accessToken}` },
      payload: { transactionId: paid.json().id, whatHappened: 'They said they were the bank.' },
    });
    expect(reported.statusCode).toBe(200);
    const { caseReference } = reported.json() as { caseReference: string };
    expect((await pay(reporter, 500)).json()).toMatchObject({ NativeErrorCode: 6102 });

    const other = await customer('1000002');
    expect((await pay(other, 500)).statusCode).toBe(200);

    // The operator's queue lists it; confirming it (npm run operator -- scam-reports confirm <ref>) lists the account for everyone.
    expect((await app().inject({ url: '/dev/scam-reports' })).json()).toContainEqual(expect.objectContaining({ caseReference, accountNumber: SUSPECT }));
    const command = parseOperatorArgs(['scam-reports', 'confirm', caseReference]);
    if ('error' in command) throw new Error(command.error);
    const confirmed = await app().inject({ method: command.method, url: command.path, payload: command.body as object });
    expect(confirmed.json()).toEqual({ caseReference, accountNumber: SUSPECT });
    expect((await pay(other, 500)).json()).toMatchObject({ NativeErrorCode: 6102 });
    expect((await app().inject({ url: '/dev/scam-reports' })).json()).not.toContainEqual(expect.objectContaining({ caseReference }));
  });
});
