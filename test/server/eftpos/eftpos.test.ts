import type { FastifyInstance } from 'fastify';
import { merchantAccountOf } from '../../../server/ledger/merchantAccounts';
import { ledgerBreaks } from '../../support/moneySandbox';
import { apiGet, escalatedToken, login, sessionSandbox, type LoggedIn, type SessionSandbox } from '../../support/sessionSandbox';
import { sandboxNowMs } from '../../support/sandboxTime';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

const send = (app: FastifyInstance, method: 'POST' | 'PUT', url: string, bearer: string, body: unknown, operationId?: string) => app.inject({
  method, url, payload: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...(operationId ? { 'x-operation-id': operationId } : {}) },
});

const escalated = (session: LoggedIn, operationId: string) => escalatedToken(sandbox.app, session, operationId);

const balanceOf = async (id: string) =>
  Number((await sandbox.db.query<{ b: string }>('SELECT balance_cents AS b FROM accounts WHERE id = $1', [id])).rows[0]!.b);

describe('GET /api/eftpos', () => {
  it("shows Aroha's two pending requests, with merchant, amount and expiry", async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const response = await apiGet(sandbox.app, '/api/eftpos', accessToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.enabled).toBe(true);
    expect(body.requests.map((r: { merchant: string; amountCents: number }) => [r.merchant, r.amountCents]))
      .toEqual([['Kathmandu', 24_950], ['Mighty Ape', 8_999]]);
    const now = await sandboxNowMs(sandbox.db);
    for (const r of body.requests) expect(Date.parse(r.expiresAt)).toBeGreaterThan(now);
    expect(body.accounts.map((a: { name: string }) => a.name)).toEqual(['Everyday', 'Bills', 'Online Saver']);
  });

  it('shows Jack none, and needs a login', async () => {
    const { accessToken } = await login(sandbox.app, '1000004');
    // What his account has available, as the ledger holds it (balance less his pending card payments).
    const { rows: [jack] } = await sandbox.db.query<{ available: string }>("SELECT available_cents::text AS available FROM accounts WHERE id = '1000004-1'");
    expect((await apiGet(sandbox.app, '/api/eftpos', accessToken)).json()).toEqual({
      enabled: true, requests: [], accounts: [{ id: '1000004-1', name: 'Everyday', accountNumber: expect.any(String), availableCents: Number(jack?.available) }],
    });
    expect((await apiGet(sandbox.app, '/api/eftpos')).statusCode).toBe(401);
  });
});

describe('the switch', () => {
  it('turns online EFTPOS off (no requests shown, none decided) and on again', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    expect((await send(sandbox.app, 'PUT', '/api/eftpos/settings', accessToken, { enabled: false })).statusCode).toBe(204);
    expect((await apiGet(sandbox.app, '/api/eftpos', accessToken)).json()).toMatchObject({ enabled: false, requests: [] });
    const decline = await send(sandbox.app, 'POST', '/api/eftpos/decline', accessToken, { requestId: 'eftpos-1000001-1', reason: 'x' });
    expect(decline.statusCode).toBe(409);
    expect((await send(sandbox.app, 'PUT', '/api/eftpos/settings', accessToken, { enabled: true })).statusCode).toBe(204);
    expect((await apiGet(sandbox.app, '/api/eftpos', accessToken)).json().requests).toHaveLength(2);
  });
});

describe('deciding', () => {
  it("Jack can neither decline nor approve Aroha's requests (404), and no code is sent", async () => {
    const jack = await login(sandbox.app, '1000004');
    expect((await send(sandbox.app, 'POST', '/api/eftpos/decline', jack.accessToken, { requestId: 'eftpos-1000001-1', reason: 'Not mine' })).statusCode).toBe(404);
    const sent = sandbox.sms.length;
    const approve = await send(sandbox.app, 'POST', '/api/eftpos/approve', jack.accessToken, { requestId: 'eftpos-1000001-1', accountId: '1000004-1' });
    expect(approve.statusCode).toBe(404);
    expect(sandbox.sms).toHaveLength(sent);
    // Nor pay Aroha's request from Aroha's account, nor his own request from her account.
    const aroha = await login(sandbox.app, '1000001');
    expect((await apiGet(sandbox.app, '/api/eftpos', aroha.accessToken)).json().requests).toHaveLength(2);
  });

  it('declines a request with the reason; it is gone and cannot be decided again', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const body = { requestId: 'eftpos-1000001-1', reason: "I don't recognise this payment" };
    expect((await send(sandbox.app, 'POST', '/api/eftpos/decline', accessToken, body)).statusCode).toBe(204);
    const row = await sandbox.db.query("SELECT status, rejection_reason FROM eftpos_requests WHERE id = 'eftpos-1000001-1'");
    expect(row.rows[0]).toEqual({ status: 'declined', rejection_reason: "I don't recognise this payment" });
    expect((await send(sandbox.app, 'POST', '/api/eftpos/decline', accessToken, body)).statusCode).toBe(404);
  });

  it('approves after the SMS code: the amount leaves the account in the same transaction, once', async () => {
    const session = await login(sandbox.app, '1000001');
    await send(sandbox.app, 'PUT', '/api/alerts', session.accessToken, { alerts: [{ kind: 'large-payment', enabled: true, thresholdCents: 20_000, channel: 'sms' }] });
    const body = { requestId: 'eftpos-1000001-2', accountId: '1000001-1' };
    const before = await balanceOf('1000001-1');
    const challenge = await send(sandbox.app, 'POST', '/api/eftpos/approve', session.accessToken, body);
    expect(challenge.statusCode).toBe(403);
    expect(challenge.json()).toMatchObject({ NativeErrorCode: 6002, operationId: expect.any(String) });
    const { operationId } = challenge.json();
    const token = await escalated(session, operationId);
    expect((await send(sandbox.app, 'POST', '/api/eftpos/approve', token, body, operationId)).statusCode).toBe(204);
    expect(await balanceOf('1000001-1')).toBe(before - 24_950);
    // Through the ledger: a card transaction in the account's history, its postings summing to zero.
    const postings = await sandbox.db.query(`SELECT t.kind, t.status, p.account_id, p.external_account, p.amount_cents::int AS amount, p.description
      FROM eftpos_requests r JOIN ledger_transactions t ON t.id = r.transaction_id JOIN postings p ON p.transaction_id = t.id
      WHERE r.id = 'eftpos-1000001-2' ORDER BY p.amount_cents`);
    expect(postings.rows).toEqual([
      { kind: 'card', status: 'posted', account_id: '1000001-1', external_account: null, amount: -24_950, description: 'Online EFTPOS Kathmandu' },
      { kind: 'card', status: 'posted', account_id: null, external_account: merchantAccountOf('Kathmandu'), amount: 24_950, description: 'Online EFTPOS' },
    ]);
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
    const history = (await apiGet(sandbox.app, '/api/accounts/1000001-1/transactions', session.accessToken)).json();
    expect(JSON.stringify(history)).toContain('Online EFTPOS Kathmandu');
    const inbox = (await apiGet(sandbox.app, '/api/messages', session.accessToken)).json().messages as { subject: string; body: string }[];
    expect(inbox.find((m) => m.subject === 'Large payment alert')?.body).toContain('A payment of $249.50 to Kathmandu');
    // The same escalated token again: the operation is spent, so the token opens nothing (403).
    expect((await send(sandbox.app, 'POST', '/api/eftpos/approve', token, body, operationId)).statusCode).toBe(403);
    expect(await balanceOf('1000001-1')).toBe(before - 24_950);
    expect((await apiGet(sandbox.app, '/api/eftpos', session.accessToken)).json().requests).toEqual([]);
  });
});

describe('bad input', () => {
  const seedOne = () => sandbox.db.query(`INSERT INTO eftpos_requests (id, customer_number, merchant, amount_cents, expires_at)
    VALUES ('eftpos-big', '1000001', 'Noel Leeming', 99999999, sandbox_now() + interval '1 day') ON CONFLICT DO NOTHING`);

  it.each([
    ['decline', { requestId: 'eftpos-big' }],
    ['decline', { requestId: 'eftpos-big', reason: '' }],
    ['decline', { requestId: 'eftpos-big', reason: 'x'.repeat(201) }],
    ['approve', { requestId: 'eftpos-big' }],
    ['approve', { requestId: 'eftpos-big', accountId: '1000001-1', extra: 1 }],
    ['approve', '{"requestId":'],
  ])('%s %j is a 400 JSON error', async (action, body) => {
    await seedOne();
    const { accessToken } = await login(sandbox.app, '1000001');
    const response = await send(sandbox.app, 'POST', `/api/eftpos/${action}`, accessToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('refuses, before sending a code, an account that cannot pay or pay that much', async () => {
    await seedOne();
    const { accessToken } = await login(sandbox.app, '1000001');
    const sent = sandbox.sms.length;
    for (const accountId of ['1000001-1', '1000001-4']) {
      const response = await send(sandbox.app, 'POST', '/api/eftpos/approve', accessToken, { requestId: 'eftpos-big', accountId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ NativeErrorCode: 4010 });
    }
    expect((await send(sandbox.app, 'POST', '/api/eftpos/approve', accessToken, { requestId: 'eftpos-big', accountId: '1000004-1' })).statusCode).toBe(404);
    expect(sandbox.sms).toHaveLength(sent);
  });

  it('a bad switch value is a 400', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    expect((await send(sandbox.app, 'PUT', '/api/eftpos/settings', accessToken, { enabled: 'yes' })).statusCode).toBe(400);
  });
});
