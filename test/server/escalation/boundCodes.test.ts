import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../../server/platform/config';
import { balanceOf } from '../../support/moneySandbox';
import {
  PASSWORD, apiGet, escalatedToken, login, oneTimeCodeFor, sessionSandbox, type LoggedIn, type SessionSandbox,
} from '../../support/sessionSandbox';

/**
 * The step-up findings, as a criminal holding a customer's live session would try them:
 * an escalated token used for something else, or after it expired; a code sent for one
 * payment used for another; a mobile the session added approving a payment at once.
 */
let sandbox: SessionSandbox;
beforeAll(async () => {
  sandbox = await sessionSandbox({
    paymentSchedulerMs: 0, mobileCoolingOffSeconds: 24 * 3600,
    rateLimits: { ...readConfig({}).rateLimits, codeSendsPerCustomer: 100, codeChecksPerCustomer: 100 },
  });
  // Enough in Aroha's Everyday for every payment below, whatever day the seed was made for.
  await sandbox.db.query("UPDATE accounts SET balance_cents = balance_cents + 5000000, available_cents = available_cents + 5000000 WHERE id = '1000001-1'");
});
afterAll(async () => { await sandbox.close(); });

const send = (app: FastifyInstance, method: 'POST' | 'PUT', url: string, bearer: string, body: unknown, headers: Record<string, string> = {}) => app.inject({
  method, url, payload: JSON.stringify(body),
  headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...headers },
});
const pay = (bearer: string, body: object, operationId?: string, key = randomUUID()) =>
  send(sandbox.app, 'POST', '/api/payments', bearer, body, { 'idempotency-key': key, ...(operationId ? { 'x-operation-id': operationId } : {}) });
// A first payment to someone new: it says what it is for, and the scam rules' warning (409 6101)
// has been read, so what is tested here is the step-up alone.
const PAY_1001 = {
  fromAccountId: '1000001-1', to: { accountNumber: '12-3140-1573925-00', name: 'Harcourts Rentals' }, amountCents: 100_100, particulars: '', code: '', reference: 'Deposit',
  purpose: 'bill-or-invoice', riskAcknowledged: true,
};
const DATA_ERROR = 4004;

/** A payment asked for, its code given: the escalated token and its operation. */
async function approvedFor(session: LoggedIn, body: object): Promise<{ token: string; operationId: string }> {
  const challenge = await pay(session.accessToken, body);
  expect(challenge.json()).toMatchObject({ NativeErrorCode: 6002 });
  const { operationId } = challenge.json() as { operationId: string };
  return { token: await escalatedToken(sandbox.app, session, operationId), operationId };
}

describe('a code approves exactly what it was sent for', () => {
  it('says in the SMS what it approves: the action, the amount and a masked destination', async () => {
    const session = await login(sandbox.app, '1000001');
    const challenge = await pay(session.accessToken, PAY_1001);
    const code = await oneTimeCodeFor(sandbox.app, challenge.json().operationId);
    expect(sandbox.sms.at(-1)).toBe(`SMS to 021 *** 0101: Kōwhai Bank: code ${code} to pay $1,001.00 to 12-3140-***3925-00. Never share this code.`);
  });

  it.each([
    ['the amount', { ...PAY_1001, amountCents: 900_000 }],
    ['the destination', { ...PAY_1001, to: { accountNumber: '06-0501-2841088-00', name: 'Harcourts Rentals' } }],
    ['the name on it', { ...PAY_1001, to: { ...PAY_1001.to, name: 'Someone Else' } }],
    ['the from account', { ...PAY_1001, fromAccountId: '1000001-2' }],
    ['the reference', { ...PAY_1001, reference: 'Other' }],
  ])('refuses a payment whose %s changed after the code was sent (403 4004), and pays nothing', async (_label, changed) => {
    const session = await login(sandbox.app, '1000001');
    const before = await balanceOf(sandbox.db, '1000001-1');
    const { token, operationId } = await approvedFor(session, PAY_1001);
    const refused = await pay(token, changed, operationId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ NativeErrorCode: DATA_ERROR, message: expect.stringContaining('nothing was done') });
    expect((await balanceOf(sandbox.db, '1000001-1')).balance).toBe(before.balance);
    // The approved payment itself still goes through, once.
    expect((await pay(token, PAY_1001, operationId)).statusCode).toBe(200);
    expect((await balanceOf(sandbox.db, '1000001-1')).balance).toBe(before.balance - PAY_1001.amountCents);
  });

  it('refuses a code sent for a payment on another operation (adding a payee)', async () => {
    const session = await login(sandbox.app, '1000001');
    const { token, operationId } = await approvedFor(session, PAY_1001);
    const payee = { name: 'Hemi Walker', accountNumber: '12-3140-1573925-00', particulars: '', code: '', reference: '' };
    const refused = await send(sandbox.app, 'POST', '/api/payees', token, payee, { 'x-operation-id': operationId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ NativeErrorCode: DATA_ERROR });
    const { payees } = (await apiGet(sandbox.app, '/api/payees', session.accessToken)).json();
    expect(payees.map((p: { name: string }) => p.name)).not.toContain('Hemi Walker');
  });

  it('a code for one payee does not add another, nor edit one', async () => {
    const session = await login(sandbox.app, '1000001');
    const asked = { name: 'Builder', accountNumber: '12-3140-1573925-00' };
    const challenge = await send(sandbox.app, 'POST', '/api/payees', session.accessToken, asked);
    const { operationId } = challenge.json();
    expect(sandbox.sms.at(-1)).toContain('to add the payee Builder (12-3140-***3925-00)');
    const token = await escalatedToken(sandbox.app, session, operationId);
    const other = await send(sandbox.app, 'POST', '/api/payees', token, { name: 'Builder', accountNumber: '06-0501-2841088-00' }, { 'x-operation-id': operationId });
    expect(other.json()).toMatchObject({ NativeErrorCode: DATA_ERROR });
    const { payees } = (await apiGet(sandbox.app, '/api/payees', session.accessToken)).json();
    const edit = await send(sandbox.app, 'PUT', `/api/payees/${payees[0].id}`, token, asked, { 'x-operation-id': operationId });
    expect(edit.json()).toMatchObject({ NativeErrorCode: DATA_ERROR });
    expect((await send(sandbox.app, 'POST', '/api/payees', token, asked, { 'x-operation-id': operationId })).statusCode).toBe(200);
  });

  it('a code for approving an EFTPOS request from one account does not approve it from another', async () => {
    const session = await login(sandbox.app, '1000001');
    const { requests } = (await apiGet(sandbox.app, '/api/eftpos', session.accessToken)).json();
    const body = { requestId: requests[0].id, accountId: '1000001-1' };
    const challenge = await send(sandbox.app, 'POST', '/api/eftpos/approve', session.accessToken, body);
    const { operationId } = challenge.json();
    expect(sandbox.sms.at(-1)).toContain(`to approve an online EFTPOS payment of $${(requests[0].amountCents / 100).toFixed(2)} to ${requests[0].merchant}`);
    const token = await escalatedToken(sandbox.app, session, operationId);
    const swapped = await send(sandbox.app, 'POST', '/api/eftpos/approve', token, { ...body, accountId: '1000001-2' }, { 'x-operation-id': operationId });
    expect(swapped.json()).toMatchObject({ NativeErrorCode: DATA_ERROR });
    expect((await apiGet(sandbox.app, '/api/eftpos', session.accessToken)).json().requests).toHaveLength(requests.length);
  });

  it('two requests racing on one escalated token: one payment', async () => {
    const session = await login(sandbox.app, '1000001');
    const before = await balanceOf(sandbox.db, '1000001-1');
    const { token, operationId } = await approvedFor(session, PAY_1001);
    const answers = await Promise.all([pay(token, PAY_1001, operationId), pay(token, PAY_1001, operationId)]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect((await balanceOf(sandbox.db, '1000001-1')).balance).toBe(before.balance - PAY_1001.amountCents);
  });
});

describe('an escalated token opens its one operation, once, for 5 minutes', () => {
  it('a token escalated to add a payee pays nobody, not even a saved payee', async () => {
    const session = await login(sandbox.app, '1000001');
    const challenge = await send(sandbox.app, 'POST', '/api/payees', session.accessToken, { name: 'Never', accountNumber: '01-0902-0068389-00' });
    const { operationId } = challenge.json();
    const token = await escalatedToken(sandbox.app, session, operationId);
    const { payees } = (await apiGet(sandbox.app, '/api/payees', session.accessToken)).json();
    const before = await balanceOf(sandbox.db, '1000001-1');
    // Under what is left of the day's limit for payments to others, so the token is what refuses it.
    const saved = { fromAccountId: '1000001-1', to: { payeeId: payees[0].id }, amountCents: 99_900, particulars: '', code: '', reference: '', riskAcknowledged: true };
    expect((await pay(token, saved, operationId)).statusCode).toBe(403);
    expect((await pay(token, saved)).statusCode).toBe(403);
    expect((await balanceOf(sandbox.db, '1000001-1')).balance).toBe(before.balance);
  });

  it('an expired escalated token is refused everywhere (403), and pays nothing', async () => {
    const session = await login(sandbox.app, '1000001');
    const { token, operationId } = await approvedFor(session, PAY_1001);
    await sandbox.db.query("UPDATE access_tokens SET expires_at = sandbox_now() - interval '1 second' WHERE operation_id = $1", [operationId]);
    const before = await balanceOf(sandbox.db, '1000001-1');
    const { payees } = (await apiGet(sandbox.app, '/api/payees', session.accessToken)).json();
    for (const body of [PAY_1001, { ...PAY_1001, amountCents: 700_000 }, { fromAccountId: '1000001-1', to: { payeeId: payees[0].id }, amountCents: 99_900, particulars: '', code: '', reference: '' }]) {
      const refused = await pay(token, body, operationId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ NativeErrorCode: DATA_ERROR });
    }
    expect((await balanceOf(sandbox.db, '1000001-1')).balance).toBe(before.balance);
  });

  it('a low-privilege token changes nothing (401 98)', async () => {
    const session = await login(sandbox.app, '1000001');
    await sandbox.db.query("UPDATE access_tokens SET lowpriv_at = sandbox_now() - interval '1 second' WHERE session_id = (SELECT session_id FROM access_tokens ORDER BY expires_at DESC LIMIT 1)");
    const { payees } = (await apiGet(sandbox.app, '/api/payees', session.accessToken)).json();
    const saved = { fromAccountId: '1000001-1', to: { payeeId: payees[0].id }, amountCents: 500, particulars: '', code: '', reference: '' };
    expect((await pay(session.accessToken, saved)).json()).toMatchObject({ NativeErrorCode: 98 });
  });

  it.each([
    ['idle', "last_active_at = sandbox_now() - interval '61 minutes'"],
    ['absolute', "created_at = sandbox_now() - interval '12 hours 1 second'"],
  ])('an access token does not outlive the session\'s %s lifetime (401 98 on any call)', async (_label, change) => {
    const session = await login(sandbox.app, '1000004');
    expect((await apiGet(sandbox.app, '/api/accounts', session.accessToken)).statusCode).toBe(200);
    await sandbox.db.query(`UPDATE sessions SET ${change} WHERE customer_number = '1000004' AND revoked_at IS NULL`);
    const after = await apiGet(sandbox.app, '/api/accounts', session.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ NativeErrorCode: 98 });
  });
});

describe('a factor takes a factor', () => {
  const addMobile = async (session: LoggedIn, number: string, currentPassword: string) => {
    const sent = await send(sandbox.app, 'POST', '/api/contact/codes', session.accessToken, { channel: 'sms', to: number });
    const { operationId } = sent.json();
    const body = { type: 'Mobile', number, operationId, code: await oneTimeCodeFor(sandbox.app, operationId), currentPassword };
    const first = await send(sandbox.app, 'POST', '/api/contact/phones', session.accessToken, body);
    // A customer with no mobile passes the step-up with the code emailed to the address he had.
    if (first.statusCode !== 403 || first.json().NativeErrorCode !== 6002) return first;
    const stepUp = first.json().operationId as string;
    return send(sandbox.app, 'POST', '/api/contact/phones', await escalatedToken(sandbox.app, session, stepUp), body, { 'x-operation-id': stepUp });
  };

  it('adding a mobile needs the current password: the session alone adds nothing', async () => {
    const session = await login(sandbox.app, '1000002');
    const refused = await addMobile(session, '022 555 7777', 'Not-the-password-1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Your current password is incorrect.');
    expect(JSON.stringify((await apiGet(sandbox.app, '/api/contact', session.accessToken)).json().Phones)).not.toContain('7777');
  });

  it("Liam's first mobile approves no payment until its 24-hour cooling-off ends", async () => {
    const session = await login(sandbox.app, '1000002');
    expect((await addMobile(session, '022 555 6666', PASSWORD)).statusCode).toBe(204);
    const sent = sandbox.sms.length;
    const body = { ...PAY_1001, fromAccountId: '1000002-1', amountCents: 150_000 };
    await sandbox.db.query("UPDATE accounts SET balance_cents = balance_cents + 200000, available_cents = available_cents + 200000 WHERE id = '1000002-1'");
    const cooling = await pay(session.accessToken, body);
    expect(cooling.statusCode).toBe(403);
    expect(cooling.json()).toEqual({ NativeErrorCode: 6001, message: expect.stringMatching(/^Your new mobile number can receive security codes from .+\. Until then, call us on 0800 569 424 to do this\.$/) });
    expect(sandbox.sms.length).toBe(sent);
    // 24 hours on: the number was not changed since, so it approves.
    await sandbox.db.query("UPDATE customer_phones SET approves_from = sandbox_now() - interval '1 second' WHERE customer_number = '1000002'");
    const asked = await pay(session.accessToken, body);
    expect(asked.json()).toMatchObject({ NativeErrorCode: 6002 });
    expect(sandbox.sms.at(-1)).toMatch(/^SMS to 022 \*\*\* 6666: /);
  });
});
