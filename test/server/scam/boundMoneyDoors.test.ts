import { randomUUID } from 'node:crypto';
import { addDays } from '../../../contract/rules/AucklandDate';
import { sandboxToday } from '../../support/sandboxTime';
import { apiGet, escalatedToken, login, sessionSandbox, type LoggedIn, type SessionSandbox } from '../../support/sessionSandbox';

/**
 * Scam protection's money doors on the bound step-up: a code approves exactly the request it
 * was sent for. A stolen session that gets a customer to approve a small change cannot spend
 * that code on a large one. And what scam protection does is in the security log.
 */
let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox({ paymentSchedulerMs: 0 }); }, 120_000);
afterAll(async () => { await sandbox.close(); });

const DATA_ERROR = 4004;
const send = (app: SessionSandbox['app'], method: 'POST' | 'PUT', url: string, bearer: string, body?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, ...(body ? { payload: body } : {}), headers: { authorization: `Bearer ${bearer}`, ...headers } });

/** Asks, expects the step-up, and gives the texted code: the escalated token and its operation. */
async function codeFor(session: LoggedIn, method: 'POST' | 'PUT', url: string, body: object, headers: Record<string, string> = {}) {
  const challenge = await send(sandbox.app, method, url, session.accessToken, body, headers);
  expect(challenge.json()).toMatchObject({ NativeErrorCode: 6002 });
  const { operationId } = challenge.json() as { operationId: string };
  return { operationId, token: await escalatedToken(sandbox.app, session, operationId) };
}

const eventsOf = async (customer: string, type: string) => (await sandbox.db.query<{ detail: Record<string, unknown> }>(
  'SELECT detail FROM security_events WHERE customer_number = $1 AND type = $2 ORDER BY id', [customer, type])).rows;

describe('a money door\'s code approves exactly that request', () => {
  it('an automatic payment: a code for $17.99 a week to the gym does not set up $10,000 a week to another account', async () => {
    const jack = await login(sandbox.app, '1000004');
    const gym = {
      fromAccountId: '1000004-1', toAccountNumber: '01-0505-6034438-00', payeeName: 'CityFitness', amountCents: 1_799,
      frequency: 'weekly', nextDate: addDays(await sandboxToday(sandbox.db), 5), reference: 'Member 4471',
    };
    const key = randomUUID();
    const { operationId, token } = await codeFor(jack, 'POST', '/api/automaticpayment', gym, { 'idempotency-key': key });
    expect(sandbox.sms.at(-1)).toMatch(/to set up an automatic payment of \$17\.99 weekly to 01-0505-\*\*\*4438-00\./);
    const redirected = { ...gym, toAccountNumber: '06-0501-2841088-00', amountCents: 1_000_000 };
    const refused = await send(sandbox.app, 'POST', '/api/automaticpayment', token, redirected, { 'idempotency-key': key, 'x-operation-id': operationId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ NativeErrorCode: DATA_ERROR });
    expect((await apiGet(sandbox.app, '/api/automaticpayment', jack.accessToken)).json()).toEqual([]);
  });

  it('a payment-limit raise: a code for $12,000 does not raise it to $50,000', async () => {
    const aroha = await login(sandbox.app, '1000001');
    const { operationId, token } = await codeFor(aroha, 'PUT', '/api/payment-limits', { dailyLimitCents: 1_200_000 });
    expect(sandbox.sms.at(-1)).toMatch(/to raise your daily payment limit to \$12,000\.00\./);
    const refused = await send(sandbox.app, 'PUT', '/api/payment-limits', token, { dailyLimitCents: 5_000_000 }, { 'x-operation-id': operationId });
    expect(refused.json()).toMatchObject({ NativeErrorCode: DATA_ERROR });
    expect((await apiGet(sandbox.app, '/api/payment-limits', aroha.accessToken)).json()).toMatchObject({ dailyLimitCents: 1_000_000, pending: null });
  });

  it('an overdraft: a code for $1,000 does not arrange $10,000 once the draft is changed', async () => {
    const mere = await login(sandbox.app, '1000003');
    const accounts = (await apiGet(sandbox.app, '/api/accounts', mere.accessToken)).json() as { id: string; product: string }[];
    const everyday = accounts.find((a) => a.product === 'everyday')!;
    const { id } = (await send(sandbox.app, 'POST', '/api/applications/overdraft', mere.accessToken)).json() as { id: string };
    const answers = { overdraftAccount: everyday.id, overdraftLimit: '1,000', overdraftReason: 'Emergencies', monthlyIncome: '6,000', monthlyExpenses: '2,500' };
    expect((await send(sandbox.app, 'PUT', `/api/applications/${id}`, mere.accessToken, { step: 1, answers })).statusCode).toBe(200);
    const { operationId, token } = await codeFor(mere, 'POST', `/api/applications/${id}/submit`, {});
    expect(sandbox.sms.at(-1)).toMatch(/to arrange an overdraft of \$1,000\.00\./);
    await send(sandbox.app, 'PUT', `/api/applications/${id}`, mere.accessToken, { step: 1, answers: { ...answers, overdraftLimit: '10,000' } });
    const refused = await send(sandbox.app, 'POST', `/api/applications/${id}/submit`, token, {}, { 'x-operation-id': operationId });
    expect(refused.json()).toMatchObject({ NativeErrorCode: DATA_ERROR });
    const after = (await apiGet(sandbox.app, '/api/accounts', mere.accessToken)).json() as { id: string; creditLimitCents: number | null }[];
    expect(after.find((a) => a.id === everyday.id)?.creditLimitCents ?? 0).toBe(0);
  });
});

describe('scam protection in the security log', () => {
  it('records each Confirmation of Payee check (masked account and outcome, never the names)', async () => {
    const liam = await login(sandbox.app, '1000002');
    const checked = await send(sandbox.app, 'POST', '/api/payees/confirm', liam.accessToken, { accountNumber: '12-3140-1573925-00', name: 'j j' });
    expect(checked.statusCode).toBe(200);
    const events = await eventsOf('1000002', 'payee-name-checked');
    expect(events.at(-1)?.detail).toEqual({ account: '12-3140-***3925-00', outcome: checked.json().outcome });
    expect(JSON.stringify(events)).not.toMatch(/Harcourts|j j/);
  });

  it('records a lowered limit, a lock (once), a refused new-device login and the operator\'s unlock', async () => {
    const mere = await login(sandbox.app, '1000003');
    expect((await send(sandbox.app, 'PUT', '/api/payment-limits', mere.accessToken, { dailyLimitCents: 50_000 })).statusCode).toBe(200);
    expect((await eventsOf('1000003', 'limit-changed')).at(-1)?.detail).toMatchObject({ limit: 'daily-payments', dailyLimitCents: 50_000, change: 'lowered' });
    await send(sandbox.app, 'POST', '/api/banking-lock', mere.accessToken);
    await send(sandbox.app, 'POST', '/api/banking-lock', mere.accessToken);
    expect(await eventsOf('1000003', 'banking-locked')).toHaveLength(1);
    const stranger = await sandbox.app.inject({
      method: 'POST', url: '/token', payload: new URLSearchParams({ grant_type: 'password', username: '1000003', password: 'Kowhai-2026!' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from('a-stolen-laptop-02:').toString('base64')}` },
    });
    expect(stranger.statusCode).toBe(403);
    expect(await eventsOf('1000003', 'login-refused-banking-locked')).toHaveLength(1);
    await sandbox.app.inject({ method: 'POST', url: '/dev/banking-unlock', payload: { customerNumber: '1000003' } });
    expect((await eventsOf('1000003', 'banking-unlocked')).map((e) => e.detail)).toEqual([{ by: 'operator' }]);
  });

  it('the bank sets a limit at once (operator), and says so in the log', async () => {
    const set = await sandbox.app.inject({ method: 'POST', url: '/dev/payment-limits', payload: { customerNumber: '1000003', dailyLimitCents: 1_000_000 } });
    expect(set.json()).toEqual({ customerNumber: '1000003', dailyLimitCents: 1_000_000 });
    expect((await eventsOf('1000003', 'limit-changed')).at(-1)?.detail).toMatchObject({ dailyLimitCents: 1_000_000, change: 'set-by-bank' });
    expect((await sandbox.app.inject({ method: 'POST', url: '/dev/payment-limits', payload: { customerNumber: '1000003', dailyLimitCents: -1 } })).statusCode).toBe(400);
  });
});
