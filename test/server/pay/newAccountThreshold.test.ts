import { randomUUID } from 'node:crypto';
import { sandboxPerFile } from '../../support/sandboxPerFile';
import { login, type LoggedIn } from '../../support/sessionSandbox';

/**
 * Issue 31, finding 6: paying accounts the customer has not saved as payees asks for the texted
 * code at $1,000.00 or more in a day, counted over every such account together, so neither
 * exactly $1,000.00 nor $1,000 split across ten new accounts goes through without it. Each test
 * pays from a customer of its own (shaped as Aroha).
 */
const file = sandboxPerFile();
const STEP_UP = 6002;

const pay = (session: LoggedIn, accountNumber: string, amountCents: number) => file.sandbox.app.inject({
  method: 'POST', url: '/api/payments',
  headers: { authorization: `Bearer ${session.accessToken}`, 'idempotency-key': randomUUID() },
  payload: {
    fromAccountId: `${session.customerNumber}-1`, to: { accountNumber, name: 'New Person' }, amountCents,
    particulars: '', code: '', reference: 'Threshold', purpose: 'other', riskAcknowledged: true,
  },
});
const asCustomer = async () => login(file.sandbox.app, (await file.customer('1000001')).customerNumber);

describe('the step-up for paying someone new', () => {
  it('asks for the code for exactly $1,000.00 to a new account', async () => {
    const answer = await pay(await asCustomer(), '02-0500-5512401-00', 100_000);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ NativeErrorCode: STEP_UP });
  });

  it('pays $999.99 to a new account without one', async () => {
    expect((await pay(await asCustomer(), '02-0500-5512401-00', 99_999)).statusCode).toBe(200);
  });

  it('counts the day\'s payments to every new account together: $600 to one, then $400 to another asks for the code', async () => {
    const session = await asCustomer();
    expect((await pay(session, '02-0500-5512401-00', 60_000)).statusCode).toBe(200);
    const second = await pay(session, '06-0501-2841088-00', 40_000);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ NativeErrorCode: STEP_UP });
  });
});
