import { randomUUID } from 'node:crypto';
import { addDays } from '../../../contract/rules/AucklandDate';
import { postDueAutomaticPayments } from '../../../server/automatic-payments/postDue';
import { postDuePayments } from '../../../server/pay/scheduledPayments';
import { SEEDED_SCAM_ACCOUNT } from '../../../server/scam/magicSandbox';
import { setDailyLimit } from '../../../server/scam/paymentLimits';
import { sandboxPerFile } from '../../support/sandboxPerFile';
import { sandboxToday } from '../../support/sandboxTime';
import { login, refresh, withStepUp, type LoggedIn } from '../../support/sessionSandbox';

/**
 * "Lock my banking" locks, and automatic payments pass the one gate for money leaving (issue 31,
 * findings 2 and 3), each test on a customer of its own:
 * - a locked customer's writes are refused in one place (requireCustomer), every route but the
 *   few that take nothing (talking to the bank, stopping money, logging out);
 * - locking ends every other session, its refresh token too;
 * - an automatic payment to the listed scam account, or over the daily limit, is refused when it
 *   is set up and when it falls due; a locked customer's automatic and scheduled payments do not run.
 */
const file = sandboxPerFile();
const app = () => file.sandbox.app;
const db = () => file.sandbox.db;

const call = (method: string, url: string, token: string, body?: object) => app().inject({
  method: method as 'POST', url, ...(body ? { payload: body } : {}),
  headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
});
const lock = async (session: LoggedIn) => {
  const locked = await call('POST', '/api/banking-lock', session.accessToken);
  expect(locked.json()).toMatchObject({ locked: true });
};
/** As the customer would: a 6002 is answered with the texted code and the request sent again (withStepUp). */
const approved = (session: LoggedIn, method: 'POST' | 'PUT', url: string, body: object) => {
  const key = randomUUID();
  return withStepUp(app(), session, (token, operationId) => app().inject({ method, url, payload: body,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, ...(operationId ? { 'x-operation-id': operationId } : {}) } }));
};
const weekly = (customer: string, today: string, toAccountNumber: string, amountCents: number) => ({
  fromAccountId: `${customer}-1`, toAccountNumber, payeeName: 'A Stranger', amountCents, frequency: 'weekly', nextDate: addDays(today, 3),
});
const automaticPaymentsOf = async (customer: string) => (await db().query<{ id: string; to_account_number: string }>(
  'SELECT id, to_account_number FROM automatic_payments WHERE customer_number = $1 AND cancelled_at IS NULL', [customer])).rows;
/** What this customer has paid to an account outside the bank, posted or waiting. */
const paidTo = async (customer: string, accountNumber: string) => Number((await db().query<{ cents: string | null }>(
  `SELECT sum(p.amount_cents)::text AS cents FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
    WHERE t.customer_number = $1 AND p.external_account = $2 AND t.status <> 'failed'`, [customer, accountNumber])).rows[0]?.cents ?? 0);
const runOf = async (id: string) => (await db().query<{ outcome: string; reason: string | null }>(
  'SELECT outcome, reason FROM automatic_payment_runs WHERE automatic_payment_id = $1 ORDER BY due_date DESC LIMIT 1', [id])).rows[0];

/** Writes that still work while locked: they take nothing from the customer. Any other write is refused. */
const ALLOWED_WHILE_LOCKED = new Set([
  'POST /api/messages', 'POST /api/messages/{id}/read', 'POST /api/messages/{id}/dismiss', 'POST /api/messages/{id}/replies',
  'POST /api/messages/attachments', 'DELETE /api/payments/{id}', 'DELETE /api/direct-debits/{id}', 'DELETE /api/automaticpayment/{id}',
  'PUT /api/automaticpayment/{id}/skip', 'POST /api/cards/{id}/freeze', 'POST /api/cards/{id}/report', 'POST /api/eftpos/decline',
  'POST /api/escalation/passkey-options', 'POST /api/held-payments/{id}/cancel', 'POST /api/scam-reports', 'POST /api/banking-lock',
  'PUT /api/personalise', 'POST /api/security/sessions/{id}/log-out', 'POST /api/security/sessions/log-out-others',
]);

describe('a lock that locks', () => {
  it('refuses every write of a logged-in customer (403 6103) but the few that take nothing, listed in this test', async () => {
    const { customerNumber } = await file.customer('1000001');
    const session = await login(app(), customerNumber);
    await lock(session);
    const spec = (await app().inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const writes = Object.entries(spec.paths).flatMap(([path, ops]) => Object.entries(ops)
      .filter(([m]) => ['post', 'put', 'patch', 'delete'].includes(m)).map(([m, op]) => ({ method: m.toUpperCase(), path, documented: Object.keys(op.responses) })));
    const seen = { refused: [] as string[], allowed: [] as string[] };
    for (const { method, path, documented } of writes) {
      const url = path.replace(/\{[^}]+\}/g, 'x');
      // A route a visitor uses without logging in (the login, password reset, applying as new) has no session to lock.
      const anonymous = await app().inject({ method: method as 'POST', url, payload: {} });
      if (anonymous.statusCode !== 401) continue;
      const answer = await call(method, url, session.accessToken, {});
      const name = `${method} ${path}`;
      const code = answer.body ? answer.json().NativeErrorCode : undefined;
      if (ALLOWED_WHILE_LOCKED.has(name)) {
        expect({ name, code }).not.toEqual({ name, code: 6103 });
        seen.allowed.push(name);
      } else {
        expect({ name, status: answer.statusCode, code }).toEqual({ name, status: 403, code: 6103 });
        // The OpenAPI document says so, as the outside checks validate every answer against it.
        expect({ name, documented }).toEqual({ name, documented: expect.arrayContaining(['403']) });
        seen.refused.push(name);
      }
    }
    // Every money door of the issue is among the refused: payments, automatic payments, EFTPOS, refunds, limits, factors.
    expect(seen.refused).toEqual(expect.arrayContaining([
      'POST /api/payments', 'POST /api/transfers', 'POST /api/automaticpayment', 'PUT /api/automaticpayment/{id}',
      'POST /api/international-payments', 'POST /api/eftpos/approve', 'POST /api/cccfa-remediation/submit', 'PUT /api/payment-limits',
      'POST /api/contact/phones', 'PUT /api/contact/email', 'POST /api/security/password', 'POST /api/security/passkeys',
      'POST /api/payees', 'POST /api/cards/{id}/unfreeze', 'POST /api/applications/{id}/submit',
    ]));
    expect(seen.allowed.sort()).toEqual([...ALLOWED_WHILE_LOCKED].sort());
  });

  it('ends every other session, its refresh token too, while the session that locked carries on', async () => {
    const { customerNumber } = await file.customer('1000003');
    const fraudster = await login(app(), customerNumber);
    const customer = await login(app(), customerNumber);
    await lock(customer);
    const stranger = { ...weekly(customerNumber, await sandboxToday(db()), '12-3456-9999854-00', 1_500_000) };
    const tried = await call('POST', '/api/automaticpayment', fraudster.accessToken, stranger);
    expect(tried.statusCode).toBe(401);
    expect(tried.json()).toMatchObject({ NativeErrorCode: 98 });
    expect((await refresh(app(), fraudster.refreshToken)).statusCode).not.toBe(200);
    expect((await call('GET', '/api/accounts', customer.accessToken)).statusCode).toBe(200);
    expect(await automaticPaymentsOf(customerNumber)).not.toContainEqual(expect.objectContaining({ to_account_number: '12-3456-9999854-00' }));
  });

  it("stops a locked customer's automatic payment and scheduled payment when they fall due, and nothing leaves", async () => {
    const { customerNumber } = await file.customer('1000001');
    const session = await login(app(), customerNumber);
    const today = await sandboxToday(db());
    const set = await approved(session, 'POST', '/api/automaticpayment', weekly(customerNumber, today, '12-3456-9999854-00', 5_000));
    expect(set.statusCode).toBe(200);
    const later = await approved(session, 'POST', '/api/payments', {
      fromAccountId: `${customerNumber}-1`, to: { accountNumber: '12-3456-9999854-00', name: 'A Stranger' }, amountCents: 7_000,
      particulars: '', code: '', reference: 'Later', purpose: 'tradie', date: addDays(today, 3),
    });
    expect(later.statusCode).toBe(200);
    await lock(session);
    const before = await paidTo(customerNumber, '12-3456-9999854-00');

    await postDueAutomaticPayments(db(), addDays(today, 3));
    await postDuePayments(db(), addDays(today, 3));

    expect(await runOf(set.json().id)).toEqual({ outcome: 'refused', reason: 'banking-locked' });
    const { rows: [scheduled] } = await db().query<{ status: string }>('SELECT status FROM ledger_transactions WHERE id = $1', [later.json().id]);
    expect(scheduled?.status).toBe('failed');
    expect(await paidTo(customerNumber, '12-3456-9999854-00')).toBe(before - 7_000);
  });
});

describe('automatic payments pass the one gate for money leaving', () => {
  it('one to the listed scam account is refused when it is set up (403 6102), before any code is sent', async () => {
    const { customerNumber } = await file.customer('1000001');
    const session = await login(app(), customerNumber);
    const refused = await call('POST', '/api/automaticpayment', session.accessToken,
      weekly(customerNumber, await sandboxToday(db()), SEEDED_SCAM_ACCOUNT, 1_200_000));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ NativeErrorCode: 6102, message: expect.stringContaining('reported to us as used by scammers') });
    expect(await automaticPaymentsOf(customerNumber)).not.toContainEqual(expect.objectContaining({ to_account_number: SEEDED_SCAM_ACCOUNT }));
    const { rows: codes } = await db().query('SELECT 1 FROM one_time_codes WHERE customer_number = $1', [customerNumber]);
    expect(codes).toEqual([]);
  });

  it('one for more than the daily limit is refused when it is set up, and when changed to it', async () => {
    const { customerNumber } = await file.customer('1000001');
    const session = await login(app(), customerNumber);
    const today = await sandboxToday(db());
    const over = await call('POST', '/api/automaticpayment', session.accessToken, weekly(customerNumber, today, '12-3456-9999854-00', 1_200_000));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ field: 'amountCents', message: expect.stringContaining('over your daily limit') });
    const set = await approved(session, 'POST', '/api/automaticpayment', weekly(customerNumber, today, '12-3456-9999854-00', 5_000));
    const changed = await call('PUT', `/api/automaticpayment/${set.json().id}`, session.accessToken, weekly(customerNumber, today, '12-3456-9999854-00', 1_200_000));
    expect(changed.statusCode).toBe(400);
  });

  it('one whose account is reported after it was set up is refused when it falls due, and nothing leaves', async () => {
    const { customerNumber } = await file.customer('1000001');
    const session = await login(app(), customerNumber);
    const today = await sandboxToday(db());
    const destination = '12-3456-9999854-00';
    const set = await approved(session, 'POST', '/api/automaticpayment', weekly(customerNumber, today, destination, 5_000));
    expect(set.statusCode).toBe(200);
    // The bank confirms a report of that account after the payment was set up (this file's sandbox is its own).
    await db().query('INSERT INTO scam_accounts (account_number) VALUES ($1) ON CONFLICT DO NOTHING', [destination]);
    const before = await paidTo(customerNumber, destination);
    await postDueAutomaticPayments(db(), addDays(today, 3));
    try {
      expect(await runOf(set.json().id)).toEqual({ outcome: 'refused', reason: 'reported-scam-account' });
      expect(await paidTo(customerNumber, destination)).toBe(before);
    } finally {
      await db().query('DELETE FROM scam_accounts WHERE account_number = $1', [destination]);
    }
  });

  it("one that would pass the day's limit when it falls due is refused that day", async () => {
    const { customerNumber } = await file.customer('1000001');
    const session = await login(app(), customerNumber);
    const today = await sandboxToday(db());
    const set = await approved(session, 'POST', '/api/automaticpayment', weekly(customerNumber, today, '12-3456-9999854-00', 5_000));
    expect(set.statusCode).toBe(200);
    await setDailyLimit(db(), customerNumber, 4_999);
    const before = await paidTo(customerNumber, '12-3456-9999854-00');
    await postDueAutomaticPayments(db(), addDays(today, 3));
    expect(await runOf(set.json().id)).toEqual({ outcome: 'refused', reason: 'daily-limit' });
    expect(await paidTo(customerNumber, '12-3456-9999854-00')).toBe(before);
  });
});
