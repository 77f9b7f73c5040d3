import { randomUUID } from 'node:crypto';
import { addDays, aucklandDateOf } from '../../../contract/rules/AucklandDate';
import type { SandboxClockState } from '../../../contract/operator';
import { applyPostings } from '../../../server/ledger/accountLocks';
import { payeeIsNew } from '../../../server/scam/riskFacts';
import { isNewPayee } from '../../../contract/rules/PaymentPurpose';
import { sandboxToday } from '../../support/sandboxTime';
import { balanceOf, ledgerBreaks, moneySandbox, type MoneySandbox } from '../../support/moneySandbox';
import { escalatedToken, login, postToken, PASSWORD } from '../../support/sessionSandbox';
import { solvedBotProof } from '../../support/botProof';

/**
 * Scam protection's money doors and the lock: every door that can send money to
 * someone else asks for the step-up before it does anything (a stolen session gets a 6002, not
 * a standing order); a locked customer's payments and new-device logins get 403, and an
 * automatic payment falling due as the clock is moved through /dev/clock does not pay.
 */
let sandbox: MoneySandbox;
let startOffsetMs: number;
beforeAll(async () => {
  sandbox = await moneySandbox(['1000001', '1000003']);
  startOffsetMs = (await clock()).offsetMs;
}, 120_000);
afterAll(async () => { await sandbox.close(); });

const STEP_UP = 6002;
const clock = async (): Promise<SandboxClockState> => (await sandbox.app.inject({ url: '/dev/clock' })).json();
const send = async (customer: string, method: 'POST' | 'PUT', url: string, body?: object) => sandbox.app.inject({
  method, url, ...(body ? { payload: body } : {}),
  headers: { authorization: `Bearer ${(await login(sandbox.app, customer)).accessToken}`, 'idempotency-key': randomUUID() },
});
/** Money in from another bank, through the ledger (its invariants hold). */
async function deposit(customer: string, accountId: string, cents: number): Promise<void> {
  await sandbox.db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.query(`INSERT INTO ledger_transactions (id, customer_number, kind, description, status, posted_at)
                    VALUES ($1, $2, 'deposit', 'Test deposit', 'posted', sandbox_now())`, [id, customer]);
    await tx.query(`INSERT INTO postings (transaction_id, account_id, external_account, amount_cents, description)
                    VALUES ($1, $2, NULL, $3, 'Test deposit'), ($1, NULL, '01-0902-0068389-00', -$3::bigint, 'Test deposit')`, [id, accountId, cents]);
    await applyPostings(tx, [{ accountId, amountCents: cents }]);
  });
}
const automaticPayments = async (customer: string) =>
  (await sandbox.get(customer, '/api/automaticpayment')).json() as { id: string; toAccountNumber: string; amountCents: number; payeeName: string }[];

describe('every money door asks for the step-up before it does anything', () => {
  it('a new automatic payment to another\'s account: 6002, and nothing is set up', async () => {
    const before = await automaticPayments('1000001');
    const answer = await send('1000001', 'POST', '/api/automaticpayment', {
      fromAccountId: '1000001-1', toAccountNumber: '06-0501-2841088-00', payeeName: 'Someone', amountCents: 900_000,
      frequency: 'weekly', nextDate: addDays(await sandboxToday(sandbox.db), 3),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ NativeErrorCode: STEP_UP, operationId: expect.any(String) });
    expect(await automaticPayments('1000001')).toEqual(before);
  });

  it('an automatic payment redirected to another account: 6002, and it still pays the old one', async () => {
    const [rent] = (await sandbox.db.query<{ id: string; next: string }>(
      `SELECT id, to_char(next_date, 'YYYY-MM-DD') AS next FROM automatic_payments WHERE customer_number = '1000001' AND cancelled_at IS NULL ORDER BY id LIMIT 1`)).rows;
    const before = (await automaticPayments('1000001')).find((p) => p.id === rent!.id)!;
    const answer = await send('1000001', 'PUT', `/api/automaticpayment/${rent!.id}`, {
      fromAccountId: '1000001-1', toAccountNumber: '06-0501-2841088-00', payeeName: before.payeeName.slice(0, 20),
      amountCents: 900_000, frequency: 'weekly', nextDate: rent!.next,
    });
    expect(answer.json()).toMatchObject({ NativeErrorCode: STEP_UP });
    expect((await automaticPayments('1000001')).find((p) => p.id === rent!.id)).toEqual(before);
  });

  it('a credit-card limit increase: 6002, and the limit stays', async () => {
    const cardLimit = async () => ((await sandbox.get('1000001', '/api/accounts')).json() as { product: string; creditLimitCents: number }[])
      .find((a) => a.product === 'credit-card')?.creditLimitCents;
    const before = await cardLimit();
    const { id } = (await send('1000001', 'POST', '/api/applications/credit-card-limit-increase')).json() as { id: string };
    await send('1000001', 'PUT', `/api/applications/${id}`, {
      step: 2, answers: { newLimit: '15,000', reason: 'Travel', monthlyIncome: '9,000', monthlyExpenses: '2,000' },
    });
    expect((await send('1000001', 'POST', `/api/applications/${id}/submit`)).json()).toMatchObject({ NativeErrorCode: STEP_UP });
    expect(await cardLimit()).toBe(before);
  });

  it('an overdraft: 6002, and no overdraft is arranged', async () => {
    const accounts = async () => (await sandbox.get('1000003', '/api/accounts')).json() as { id: string; product: string; creditLimitCents: number | null }[];
    const everyday = (await accounts()).find((a) => a.product === 'everyday')!;
    const { id } = (await send('1000003', 'POST', '/api/applications/overdraft')).json() as { id: string };
    await send('1000003', 'PUT', `/api/applications/${id}`, {
      step: 1, answers: { overdraftAccount: everyday.id, overdraftLimit: '5,000', overdraftReason: 'Emergencies', monthlyIncome: '6,000', monthlyExpenses: '2,500' },
    });
    expect((await send('1000003', 'POST', `/api/applications/${id}/submit`)).json()).toMatchObject({ NativeErrorCode: STEP_UP });
    expect((await accounts()).find((a) => a.id === everyday.id)?.creditLimitCents ?? 0).toBe(everyday.creditLimitCents ?? 0);
  });

  it('a payment-limit raise: 6002, and the limit stays', async () => {
    const before = (await sandbox.get('1000001', '/api/payment-limits')).json();
    expect((await send('1000001', 'PUT', '/api/payment-limits', { dailyLimitCents: before.dailyLimitCents + 100_000 })).json())
      .toMatchObject({ NativeErrorCode: STEP_UP });
    expect((await sandbox.get('1000001', '/api/payment-limits')).json()).toEqual(before);
  });

  it('a split payment: $600 then $600 to one new account, the second asks for the code ($1,200 to someone new today)', async () => {
    const body = {
      fromAccountId: '1000001-1', to: { accountNumber: '02-0500-5512401-00', name: 'Split Test' }, amountCents: 60_000,
      particulars: '', code: '', reference: 'Split', purpose: 'other', riskAcknowledged: true,
    };
    expect((await sandbox.post('1000001', '/api/payments', body)).statusCode).toBe(200);
    const second = await sandbox.post('1000001', '/api/payments', body);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ NativeErrorCode: STEP_UP });
  });
});

describe('someone new', () => {
  it('the server counts a saved payee as new for 30 days, as the client does (isNewPayee on its createdAt)', async () => {
    const nowMs = Date.parse((await clock()).utc);
    for (const [days, fresh] of [[1, true], [29, true], [31, false], [400, false]] as const) {
      const id = randomUUID();
      await sandbox.db.query(`INSERT INTO payees (id, customer_number, name, account_number, created_at)
                              VALUES ($1, '1000001', $2, '01-0902-0068389-00', sandbox_now() - make_interval(days => $3))`, [id, `Aged ${days}`, days]);
      const listed = ((await sandbox.get('1000001', '/api/payees')).json() as { payees: { id: string; createdAt: string }[] }).payees.find((p) => p.id === id)!;
      expect([await payeeIsNew(sandbox.db, '1000001', id), isNewPayee(Date.parse(listed.createdAt), nowMs)]).toEqual([fresh, fresh]);
    }
    expect(await payeeIsNew(sandbox.db, '1000001', null)).toBe(true); // a one-off account
  });
});

describe('a payee\'s first 24 hours', () => {
  it('takes at most $2,000 to it in all, in words; the daily limit to others is not what refuses it', async () => {
    const payeeId = randomUUID();
    await sandbox.db.query(`INSERT INTO payees (id, customer_number, name, account_number, created_at)
                            VALUES ($1, '1000003', 'Brand New', '12-3456-9999854-00', sandbox_now() - interval '2 hours')`, [payeeId]);
    const pay = async (amountCents: number) => {
      const session = await login(sandbox.app, '1000003');
      const body = { fromAccountId: '1000003-1', to: { payeeId }, amountCents, particulars: '', code: '', reference: 'New payee', purpose: 'tradie', riskAcknowledged: true };
      const key = randomUUID();
      const ask = (bearer: string, headers: Record<string, string> = {}) => sandbox.app.inject({
        method: 'POST', url: '/api/payments', payload: body, headers: { authorization: `Bearer ${bearer}`, 'idempotency-key': key, ...headers } });
      const first = await ask(session.accessToken);
      if (first.statusCode !== 403 || first.json().NativeErrorCode !== STEP_UP) return first;
      const { operationId } = first.json() as { operationId: string };
      return ask(await escalatedToken(sandbox.app, session, operationId), { 'x-operation-id': operationId });
    };
    await deposit('1000003', '1000003-1', 500_000);
    expect((await pay(150_000)).statusCode).toBe(200);
    const refused = await pay(50_001);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You can pay a payee at most $2,000.00 in the first 24 hours after adding them. You have $500.00 left for this payee.');
    expect((await pay(50_000)).statusCode).toBe(200);
  });
});

describe('a locked customer', () => {
  afterAll(async () => {
    await sandbox.app.inject({ method: 'POST', url: '/dev/banking-unlock', payload: { customerNumber: '1000001' } });
  });

  it('is unlocked by the password-reset journey (its checks: date of birth, a texted code), and a new device may log in again', async () => {
    const tama = await login(sandbox.app, '1000006');
    const lock = await sandbox.app.inject({ method: 'POST', url: '/api/banking-lock', headers: { authorization: `Bearer ${tama.accessToken}` } });
    expect(lock.json()).toMatchObject({ locked: true });
    const laptop = { authorization: `Basic ${Buffer.from('tamas-new-laptop:').toString('base64')}` };
    expect((await postToken(sandbox.app, { grant_type: 'password', username: '1000006', password: PASSWORD }, laptop)).statusCode).toBe(403);
    const started = await sandbox.app.inject({ method: 'POST', url: '/api/password-reset/start', remoteAddress: '10.0.9.1',
      payload: { customerNumber: '1000006', dateOfBirth: '1960-01-17', botCheck: await solvedBotProof(sandbox.app) } });
    expect(started.statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec(sandbox.sms.at(-1) ?? '')?.[1] ?? '';
    const done = await sandbox.app.inject({ method: 'POST', url: '/api/password-reset/complete', remoteAddress: '10.0.9.1',
      payload: { resetId: started.json().resetId, customerNumber: '1000006', code, newPassword: 'a brand new kōwhai passphrase' } });
    expect(done.statusCode).toBe(204);
    const after = await postToken(sandbox.app, { grant_type: 'password', username: '1000006', password: 'a brand new kōwhai passphrase' }, laptop);
    expect(after.statusCode).toBe(200);
    const state = await sandbox.app.inject({ url: '/api/banking-lock', headers: { authorization: `Bearer ${after.json().access_token}` } });
    expect(state.json()).toMatchObject({ locked: false });
  });

  it('gets 403 on payments and new-device logins, and an automatic payment falling due as the clock moves (/dev/clock) is refused', async () => {
    const [rent] = (await sandbox.db.query<{ id: string; next: string; amount: string; from: string }>(
      `SELECT id, to_char(next_date, 'YYYY-MM-DD') AS next, amount_cents::text AS amount, from_account_id AS from
         FROM automatic_payments WHERE customer_number = '1000001' AND cancelled_at IS NULL ORDER BY next_date LIMIT 1`)).rows;
    if (!rent) throw new Error('Aroha has no automatic payment');
    // Money in, so the weeks of the move are covered whatever the seed's balance.
    await deposit('1000001', rent.from, 5_000_000);

    expect((await send('1000001', 'POST', '/api/banking-lock')).json()).toMatchObject({ locked: true });
    const refused = await send('1000001', 'POST', '/api/payments', {
      fromAccountId: '1000001-1', to: { accountNumber: '12-3456-9999854-00', name: 'Aroha Tane' }, amountCents: 1_000,
      particulars: '', code: '', reference: 'Locked', purpose: 'tradie',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ NativeErrorCode: 6103 });
    const otherDevice = await postToken(sandbox.app, { grant_type: 'password', username: '1000001', password: PASSWORD },
      { authorization: `Basic ${Buffer.from('a-stolen-laptop-02:').toString('base64')}` });
    expect(otherDevice.statusCode).toBe(403);

    const days = Math.round((Date.parse(rent.next) - Date.parse(await sandboxToday(sandbox.db))) / 86_400_000) + 1;
    const moved = await sandbox.app.inject({ method: 'POST', url: '/dev/clock', payload: { by: `+${days}d` } });
    try {
      expect(moved.statusCode).toBe(200);
      expect(aucklandDateOf(Date.parse(moved.json().utc)) >= rent.next).toBe(true);
      expect(moved.json().ran?.automaticFailed).toBeGreaterThanOrEqual(1);
      const { rows: [run] } = await sandbox.db.query<{ outcome: string; reason: string }>(
        `SELECT outcome, reason FROM automatic_payment_runs WHERE automatic_payment_id = $1 AND due_date = $2::date`, [rent.id, rent.next]);
      expect(run).toEqual({ outcome: 'refused', reason: 'banking-locked' });
      // Still locked after the move: the lock does not wear off with time.
      const stillRefused = await send('1000001', 'POST', '/api/payments', {
        fromAccountId: '1000001-1', to: { accountNumber: '12-3456-9999854-00', name: 'Aroha Tane' }, amountCents: 1_000,
        particulars: '', code: '', reference: 'Locked', purpose: 'tradie',
      });
      expect(stillRefused.statusCode).toBe(403);
      expect(await ledgerBreaks(sandbox.db)).toEqual([]);
    } finally {
      const back = (await clock()).offsetMs - startOffsetMs;
      const minutes = Math.round(back / 60_000);
      await sandbox.app.inject({ method: 'POST', url: '/dev/clock', payload: { by: `-${Math.floor(minutes / 60)}h${minutes % 60}m` } });
    }
  });

  it('still pays at a shop with a card (card payments carry on, as BNZ\'s lock does)', async () => {
    const { accessToken } = await login(sandbox.app, '1000005');
    expect((await sandbox.app.inject({ method: 'POST', url: '/api/banking-lock', headers: { authorization: `Bearer ${accessToken}` } })).json())
      .toMatchObject({ locked: true });
    const before = await balanceOf(sandbox.db, '1000005-1');
    const charged = await sandbox.app.inject({ method: 'POST', url: '/dev/card-payments', payload: { cardId: 'card-1000005-1', merchant: 'Countdown', amountCents: 1_250 } });
    expect(charged.json()).toEqual({ approved: true });
    expect(await balanceOf(sandbox.db, '1000005-1')).toEqual({ balance: before.balance - 1_250, available: before.available - 1_250 });
    // A ledger movement like any other: on the statement, and the invariants hold.
    const { rows: [card] } = await sandbox.db.query<{ kind: string; payee_name: string }>(
      `SELECT t.kind, t.payee_name FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id
        WHERE p.account_id = '1000005-1' AND p.amount_cents = -1250 ORDER BY t.created_at DESC LIMIT 1`);
    expect(card).toEqual({ kind: 'card', payee_name: 'Countdown' });
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
  });
});
