import { randomUUID } from 'node:crypto';
import { addDays } from '../../../contract/rules/AucklandDate';
import { sandboxToday } from '../../support/sandboxTime';
import { postDuePayments } from '../../../server/pay/scheduledPayments';
import { escalatedToken, login, postToken, type LoggedIn } from '../../support/sessionSandbox';
import { balanceOf, ledgerBreaks, moneySandbox, type MoneySandbox } from '../../support/moneySandbox';

let sandbox: MoneySandbox;
beforeAll(async () => {
  sandbox = await moneySandbox();
  // Jack has room for the larger payments below: a deposit through the ledger (its invariants hold).
  await sandbox.db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.query(`INSERT INTO ledger_transactions (id, customer_number, kind, description, status, posted_at)
                    VALUES ($1, '1000004', 'deposit', 'Test deposit', 'posted', sandbox_now())`, [id]);
    await tx.query(`INSERT INTO postings (transaction_id, account_id, external_account, amount_cents, description)
                    VALUES ($1, '1000004-1', NULL, 5000000, 'Test deposit'), ($1, NULL, '01-0902-0068389-00', -5000000, 'Test deposit')`, [id]);
    await tx.query(`UPDATE accounts SET balance_cents = balance_cents + 5000000, available_cents = available_cents + 5000000 WHERE id = '1000004-1'`);
  });
}, 120_000);
afterAll(async () => { await sandbox.close(); });

const EVERYDAY = '1000001-1';
const payment = (to: object, amountCents: number, extra: object = {}) => ({
  fromAccountId: EVERYDAY, to, amountCents, particulars: '', code: '', reference: 'Scam test', ...extra,
});
const inject = (bearer: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, headers: Record<string, string> = {}) =>
  sandbox.app.inject({ method, url, ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers } });

/** Pays as the customer would: a step-up (6002) is answered with the texted code. */
async function payApproved(session: LoggedIn, body: object) {
  const key = randomUUID();
  const first = await inject(session.accessToken, 'POST', '/api/payments', body, { 'idempotency-key': key });
  if (first.statusCode !== 403 || first.json().NativeErrorCode !== 6002) return first;
  const { operationId } = first.json() as { operationId: string };
  const token = await escalatedToken(sandbox.app, session, operationId);
  return inject(token, 'POST', '/api/payments', body, { 'idempotency-key': key, 'x-operation-id': operationId });
}

const operator = (method: 'GET' | 'POST', url: string) =>
  sandbox.app.inject({ method, url, ...(method === 'POST' ? { payload: '{}', headers: { 'content-type': 'application/json' } } : {}) });

describe('the risk engine on POST /api/payments', () => {
  it('the scam journey: $4,500 for investment to a no-match name is warned, then held; nothing moves; the customer cancels it', async () => {
    const aroha = await login(sandbox.app, '1000001');
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const body = payment({ accountNumber: '03-0104-0731553-000', name: 'Crypto Growth' }, 450_000, { purpose: 'investment-or-crypto' });
    const warned = await inject(aroha.accessToken, 'POST', '/api/payments', body, { 'idempotency-key': randomUUID() });
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({
      NativeErrorCode: 6101, riskOutcome: 'hold',
      // (The customer's history may add "amount N× your usual", and the session's age its own note.)
      reasons: expect.stringMatching(/^first payment to this account; .*investment or cryptocurrency; the name does not match the account; \$4,500\.00 to someone new today; a large payment to an account whose name does not match/),
    });
    expect(sandbox.sms).toHaveLength(0); // no code is sent for a payment the customer has not yet confirmed
    const held = await payApproved(aroha, { ...body, riskAcknowledged: true });
    expect(held.statusCode).toBe(202);
    expect(held.json()).toMatchObject({ status: 'held', amountCents: 450_000, purpose: 'investment-or-crypto', to: { accountNumber: '03-0104-0731553-000' } });
    expect(await balanceOf(sandbox.db, EVERYDAY)).toEqual(before);
    const listed = (await inject(aroha.accessToken, 'GET', '/api/held-payments')).json();
    expect(listed[0]).toMatchObject({ id: held.json().id, status: 'held' });
    const { rows: decisions } = await sandbox.db.query<{ outcome: string; reasons: string; held_payment_id: string }>(
      `SELECT outcome, reasons, held_payment_id FROM payment_risk_decisions WHERE customer_number = '1000001' AND held_payment_id IS NOT NULL`);
    expect(decisions).toEqual([expect.objectContaining({ outcome: 'hold', held_payment_id: held.json().id })]);
    const cancelled = await inject(aroha.accessToken, 'POST', `/api/held-payments/${held.json().id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    // A cancelled hold can never be released.
    expect((await operator('POST', `/dev/holds/${held.json().id}/release`)).statusCode).toBe(409);
    expect(await balanceOf(sandbox.db, EVERYDAY)).toEqual(before);
  });

  it('a held payment moves no money until the bank releases it (once); a stopped one never does', async () => {
    const aroha = await login(sandbox.app, '1000001');
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const hold = (amount: number) => inject(aroha.accessToken, 'POST', '/api/payments',
      payment({ accountNumber: '12-3456-9999889-00', name: 'Anyone' }, amount, { purpose: 'other', riskAcknowledged: true }), { 'idempotency-key': randomUUID() });
    const first = (await hold(12_345)).json();
    const second = (await hold(23_456)).json();
    expect([first.status, second.status]).toEqual(['held', 'held']);
    expect(await balanceOf(sandbox.db, EVERYDAY)).toEqual(before);
    const queue = (await operator('GET', '/dev/holds')).json() as { id: string; customerNumber: string; reasons: string }[];
    expect(queue.map((h) => h.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    const released = await operator('POST', `/dev/holds/${first.id}/release`);
    expect(released.json()).toMatchObject({ status: 'released', transactionId: expect.any(String) });
    expect((await operator('POST', `/dev/holds/${first.id}/release`)).statusCode).toBe(409);
    expect((await operator('POST', `/dev/holds/${second.id}/stop`)).json()).toMatchObject({ status: 'stopped' });
    expect((await operator('POST', `/dev/holds/${second.id}/release`)).statusCode).toBe(409);
    expect((await balanceOf(sandbox.db, EVERYDAY)).balance).toBe(before.balance - 12_345);
    const { rows: [stored] } = await sandbox.db.query<{ purpose: string }>('SELECT purpose FROM ledger_transactions WHERE id = $1', [released.json().transactionId]);
    expect(stored?.purpose).toBe('other');
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
  });

  it.each([
    ['a magic decline account', { accountNumber: '12-3456-9999870-00', name: 'Anyone' }, 'sandbox test account asking for decline'],
    ['an account on the shared scam list', { accountNumber: '12-3456-9999862-00', name: 'Anyone' }, 'this account has been reported to us as used by scammers'],
  ])('declines %s with a 403 in words, and moves nothing', async (_name, to, words) => {
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const declined = await sandbox.post('1000001', '/api/payments', payment(to, 5_000, { purpose: 'family-or-friends', riskAcknowledged: true }));
    expect(declined.statusCode).toBe(403);
    expect(declined.json()).toMatchObject({ NativeErrorCode: 6102, message: expect.stringContaining(words) });
    expect(await balanceOf(sandbox.db, EVERYDAY)).toEqual(before);
  });

  it('stores the purpose with the payment, and the decision with its words', async () => {
    const paid = await sandbox.post('1000001', '/api/payments', payment({ accountNumber: '12-3456-9999854-00', name: 'Aroha Tane' }, 2_500, { purpose: 'tradie' }));
    expect(paid.statusCode).toBe(200);
    const { rows: [row] } = await sandbox.db.query<{ purpose: string; outcome: string; reasons: string }>(
      `SELECT t.purpose, d.outcome, d.reasons FROM ledger_transactions t JOIN payment_risk_decisions d ON d.transaction_id = t.id WHERE t.id = $1`, [paid.json().id]);
    expect(row).toEqual({ purpose: 'tradie', outcome: 'allow', reasons: 'first payment to this account' });
  });

  it('splitting does not duck the $1,000 safeguard: two $500.00 payments to one new account, the second asks for the code', async () => {
    const to = { accountNumber: '02-0500-5512401-00', name: 'Split Test' };
    const body = payment(to, 50_000, { purpose: 'other', riskAcknowledged: true });
    const first = await sandbox.post('1000004', '/api/payments', { ...body, fromAccountId: '1000004-1' });
    expect(first.statusCode).toBe(200);
    const second = await sandbox.post('1000004', '/api/payments', { ...body, fromAccountId: '1000004-1' });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ NativeErrorCode: 6002 });
  });
});

describe('the daily limit for payments to others', () => {
  it('200 concurrent payments never pass it (the limit row is locked in each payment\'s transaction)', async () => {
    const jack = await login(sandbox.app, '1000004');
    await sandbox.db.query(`INSERT INTO payees (id, customer_number, name, account_number, created_at)
                            VALUES ($1, '1000004', 'Old Friend', '01-0902-0068389-00', sandbox_now() - interval '400 days')`, [randomUUID()]);
    const { payees } = (await inject(jack.accessToken, 'GET', '/api/payees')).json() as { payees: { id: string; name: string }[] };
    const friend = payees.find((p) => p.name === 'Old Friend')!;
    const limit = (await inject(jack.accessToken, 'GET', '/api/payment-limits')).json() as { dailyLimitCents: number; leftTodayCents: number };
    const answers = await Promise.all(Array.from({ length: 200 }, () => inject(jack.accessToken, 'POST', '/api/payments',
      payment({ payeeId: friend.id }, 10_000, { fromAccountId: '1000004-1' }), { 'idempotency-key': randomUUID() })));
    const paid = answers.filter((a) => a.statusCode === 200).length;
    expect(paid).toBe(Math.floor(limit.leftTodayCents / 10_000));
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 400 && /daily limit/.test(a.json().message))).toBe(true);
    const after = (await inject(jack.accessToken, 'GET', '/api/payment-limits')).json() as { usedTodayCents: number };
    expect(after.usedTodayCents).toBeLessThanOrEqual(limit.dailyLimitCents);
  });

  it('is lowered at once ($500 refuses $600 in words); a raise needs the step-up and waits 24 hours on the sandbox clock', async () => {
    const aroha = await login(sandbox.app, '1000001');
    const lowered = await inject(aroha.accessToken, 'PUT', '/api/payment-limits', { dailyLimitCents: 50_000 });
    expect(lowered.json()).toMatchObject({ dailyLimitCents: 50_000 });
    const refused = await sandbox.post('1000001', '/api/payments', payment({ accountNumber: '12-3456-9999854-00', name: 'Aroha Tane' }, 60_000, { purpose: 'tradie' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^This payment is over your daily limit for payments to others \(\$500\.00\)\. You have \$[0-9,.]+ left today\.$/);
    // Own accounts are not "others": a transfer-like payment to one's own account is not limited.
    const raise = await inject(aroha.accessToken, 'PUT', '/api/payment-limits', { dailyLimitCents: 2_000_000 });
    expect(raise.json()).toMatchObject({ NativeErrorCode: 6002 });
    const token = await escalatedToken(sandbox.app, aroha, raise.json().operationId);
    const asked = await inject(token, 'PUT', '/api/payment-limits', { dailyLimitCents: 2_000_000 }, { 'x-operation-id': raise.json().operationId });
    expect(asked.json()).toMatchObject({ dailyLimitCents: 50_000, pending: { dailyLimitCents: 2_000_000 } });
    await sandbox.db.query(`UPDATE sandbox_clock SET offset_ms = offset_ms + 25 * 3600 * 1000`);
    try {
      const tomorrow = await login(sandbox.app, '1000001');
      expect((await inject(tomorrow.accessToken, 'GET', '/api/payment-limits')).json()).toMatchObject({ dailyLimitCents: 2_000_000, pending: null });
    } finally {
      await sandbox.db.query(`UPDATE sandbox_clock SET offset_ms = offset_ms - 25 * 3600 * 1000`);
    }
    await sandbox.db.query(`UPDATE payment_limits SET daily_limit_cents = 1000000 WHERE customer_number = '1000001'`);
  });
});

describe('Report a scam and Lock my banking', () => {
  it('a report declines the customer\'s own payments to that account from now on, with a case reference and an inbox message', async () => {
    const paid = await sandbox.post('1000001', '/api/payments', payment({ accountNumber: '06-0501-2841088-00', name: 'Fake Seller' }, 3_000, { purpose: 'goods-or-services', riskAcknowledged: true }));
    expect(paid.statusCode).toBe(200);
    const report = await sandbox.post('1000001', '/api/scam-reports', { transactionId: paid.json().id, whatHappened: 'The seller never sent the bike.' });
    expect(report.statusCode).toBe(200);
    const { caseReference } = report.json();
    expect(caseReference).toMatch(/^SC-[A-Z2-9]{8}$/);
    const inbox = (await sandbox.get('1000001', '/api/messages')).json();
    expect(JSON.stringify(inbox)).toContain(caseReference);
    const again = await sandbox.post('1000001', '/api/payments', payment({ accountNumber: '06-0501-2841088-00', name: 'Fake Seller' }, 1_000, { purpose: 'other', riskAcknowledged: true }));
    expect(again.json()).toMatchObject({ NativeErrorCode: 6102 });
    // Another customer's payment cannot be reported by this one.
    expect((await sandbox.post('1000004', '/api/scam-reports', { transactionId: paid.json().id, whatHappened: 'x' })).statusCode).toBe(404);
  });

  it('locked: other sessions end; payments, payee changes and new-device logins get 403; a scheduled payment fails when due; the operator unlocks', async () => {
    const aroha = await login(sandbox.app, '1000001');
    const nextWeek = addDays(await sandboxToday(sandbox.db), 7);
    const { payees: [payee] } = (await sandbox.get('1000001', '/api/payees')).json();
    const scheduled = await sandbox.post('1000001', '/api/payments', payment({ payeeId: payee.id }, 1_111, { date: nextWeek }));
    expect(scheduled.statusCode).toBe(200);
    expect((await inject(aroha.accessToken, 'POST', '/api/banking-lock')).json()).toMatchObject({ locked: true });
    // The file's other session of Aroha (opened before the lock) ended with it.
    expect((await sandbox.post('1000001', '/api/payments', payment({ payeeId: payee.id }, 1_000))).statusCode).toBe(401);
    const refused = await inject(aroha.accessToken, 'POST', '/api/payments', payment({ payeeId: payee.id }, 1_000), { 'idempotency-key': randomUUID() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ NativeErrorCode: 6103 });
    const addPayee = await inject(aroha.accessToken, 'POST', '/api/payees', { name: 'New One', accountNumber: '12-3456-9999854-00' });
    expect(addPayee.statusCode).toBe(403);
    const otherDevice = await sandbox.app.inject({
      method: 'POST', url: '/token', payload: new URLSearchParams({ grant_type: 'password', username: '1000001', password: 'Kowhai-2026!' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from('a-stolen-laptop-01:').toString('base64')}` },
    });
    expect(otherDevice.statusCode).toBe(403);
    expect(otherDevice.json().error_description).toMatch(/locked/);
    // The customer's own device still logs in (to read, and to see the lock).
    expect((await postToken(sandbox.app, { grant_type: 'password', username: '1000001', password: 'Kowhai-2026!' })).statusCode).toBe(200);
    const before = await balanceOf(sandbox.db, EVERYDAY);
    expect(await postDuePayments(sandbox.db, nextWeek)).toMatchObject({ failed: 1 });
    expect((await balanceOf(sandbox.db, EVERYDAY)).balance).toBe(before.balance);
    expect((await operator('POST', '/dev/banking-unlock').catch(() => null))?.statusCode).toBe(400);
    const unlocked = await sandbox.app.inject({ method: 'POST', url: '/dev/banking-unlock', payload: { customerNumber: '1000001' } });
    expect(unlocked.json()).toEqual({ customerNumber: '1000001', unlocked: true });
    const after = await login(sandbox.app, '1000001');
    expect((await inject(after.accessToken, 'POST', '/api/payments', payment({ payeeId: payee.id }, 1_000), { 'idempotency-key': randomUUID() })).statusCode).toBe(200);
  });
});
