import type { FastifyInstance } from 'fastify';
import { prepareCodeLog } from '../../../server/escalation/codeLog';
import { readConfig } from '../../../server/platform/config';
import { apiGet, login, postToken, sessionSandbox, type LoggedIn, type SessionSandbox } from '../../support/sessionSandbox';

/** A request that needs a code: the change of password answers 6002 with a fresh operation. */
function askForCode(app: FastifyInstance, session: LoggedIn, remoteAddress?: string) {
  return app.inject({
    method: 'POST', url: '/api/security/password', ...(remoteAddress ? { remoteAddress } : {}), payload: { currentPassword: 'Kowhai-2026!', newPassword: 'Harbour-Bridge-42' },
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
}

function escalate(app: FastifyInstance, session: LoggedIn, operationId: string, code: string) {
  return postToken(app, { grant_type: 'escalation', ChallengeResponse: code, authenticationSubType: 'escalate' },
    { cookie: `SessionStore=${session.refreshToken}`, 'x-operation-id': operationId });
}

async function loggedCode(sandbox: SessionSandbox, operationId: string): Promise<string> {
  const list = (await apiGet(sandbox.app, '/dev/one-time-codes')).json() as { operationId: string; code: string }[];
  const code = list.find((c) => c.operationId === operationId)?.code;
  if (!code) throw new Error(`no code logged for ${operationId}`);
  return code;
}

describe('one-time codes at rest', () => {
  let sandbox: SessionSandbox;
  beforeAll(async () => { sandbox = await sessionSandbox(); });
  afterAll(async () => { await sandbox.close(); });

  it('keeps only an HMAC of the code: no column of the row holds the code', async () => {
    const session = await login(sandbox.app, '1000007');
    const { operationId } = (await askForCode(sandbox.app, session)).json();
    const code = await loggedCode(sandbox, operationId);
    const { rows } = await sandbox.db.query<Record<string, unknown>>('SELECT * FROM one_time_codes WHERE operation_id = $1', [operationId]);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!)).not.toContain('code');
    expect(String(rows[0]!.code_hmac)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain(code);
    // The HMAC still checks the right code.
    expect((await escalate(sandbox.app, session, operationId, code)).statusCode).toBe(200);
  });

  it('voids the operation at the fifth wrong code: the right code is refused after it', async () => {
    const session = await login(sandbox.app, '1000007');
    const { operationId } = (await askForCode(sandbox.app, session)).json();
    const code = await loggedCode(sandbox, operationId);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await escalate(sandbox.app, session, operationId, wrong)).json()).toMatchObject({ error: 'invalid_grant' });
    }
    const voided = await sandbox.db.query<{ voided: boolean }>('SELECT voided_at IS NOT NULL AS voided FROM one_time_codes WHERE operation_id = $1', [operationId]);
    expect(voided.rows[0]?.voided).toBe(true);
    expect((await escalate(sandbox.app, session, operationId, code)).json()).toMatchObject({ error: 'invalid_request' });
  });

  it('lists the last code sent first, even when the sandbox clock was put back between them', async () => {
    // A journey moves the clock on, sends a code, and the clock is reset: the code sent after
    // the reset carries an earlier sandbox time, and is still the one the customer last got.
    await sandbox.db.query(`INSERT INTO one_time_code_log (operation_id, customer_number, purpose, code, created_at)
      VALUES ('op-sent-tomorrow', '1000008', 'test', '111111', now() + interval '25 hours')`);
    await sandbox.db.query(`INSERT INTO one_time_code_log (operation_id, customer_number, purpose, code, created_at)
      VALUES ('op-sent-after-reset', '1000008', 'test', '222222', now())`);
    const list = (await apiGet(sandbox.app, '/dev/one-time-codes?customerNumber=1000008')).json() as { operationId: string }[];
    expect(list.map((c) => c.operationId)).toEqual(['op-sent-after-reset', 'op-sent-tomorrow']);
  });

  it('lists codes from the development log table, which exists only with the development endpoints', async () => {
    const exists = async (s: SessionSandbox) =>
      (await s.db.query<{ present: boolean }>("SELECT to_regclass('one_time_code_log') IS NOT NULL AS present")).rows[0]?.present;
    expect(await exists(sandbox)).toBe(true);
    const production = await sessionSandbox({ production: true });
    try {
      expect(await exists(production)).toBe(false);
      // A database that had the log (a development start) loses it at the next start without it.
      await prepareCodeLog(production.db, true);
      await prepareCodeLog(production.db, false);
      expect(await exists(production)).toBe(false);
    } finally {
      await production.close();
    }
  });
});

describe('one-time codes in production', () => {
  let production: SessionSandbox;
  let printed: string[];
  let spy: jest.SpyInstance;
  beforeAll(async () => {
    printed = [];
    spy = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => { printed.push(args.join(' ')); });
    // No captured sms: the app's own default writer (console.log) is what is checked.
    const { buildApp } = await import('../../../server/app/buildApp');
    const base = await sessionSandbox({ production: true });
    const app = await buildApp({ db: base.db, config: { ...base.config, devEndpoints: false, production: true } });
    production = { ...base, app, close: async () => { await app.close(); await base.close(); } };
  });
  afterAll(async () => { spy.mockRestore(); await production.close(); });

  it('sends the code ("SMS" line) without the code ever reaching the log or a table in plain text', async () => {
    const session = await login(production.app, '1000007');
    const response = await askForCode(production.app, session);
    expect(response.json()).toMatchObject({ NativeErrorCode: 6002 });
    const line = printed.find((l) => l.startsWith('SMS to'));
    expect(line).toBe('SMS to 021 *** 0707: Kōwhai Bank: code ****** to change your password. Never share this code.');
    expect(printed.join('\n')).not.toMatch(/\b\d{6}\b/);
  });
});

describe('throttling code sends and checks', () => {
  let sandbox: SessionSandbox;
  beforeAll(async () => {
    sandbox = await sessionSandbox({
      rateLimits: { ...readConfig({}).rateLimits, codeSendsPerCustomer: 3, codeChecksPerCustomer: 6, codeRequestsPerAddress: 1000 },
    });
  });
  afterAll(async () => { await sandbox.close(); });

  it('sends a customer only so many codes, then answers 429 with Retry-After and sends none', async () => {
    const session = await login(sandbox.app, '1000007');
    for (let i = 0; i < 3; i += 1) expect((await askForCode(sandbox.app, session)).json()).toMatchObject({ NativeErrorCode: 6002 });
    const sent = sandbox.sms.length;
    const refused = await askForCode(sandbox.app, session);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect(sandbox.sms.length).toBe(sent);
    // Another customer is not held back by it.
    expect((await askForCode(sandbox.app, await login(sandbox.app, '1000006'))).json()).toMatchObject({ NativeErrorCode: 6002 });
  });

  it('lets a customer try only so many codes across operations, then 429 even for the right code', async () => {
    const session = await login(sandbox.app, '1000005');
    const operations: string[] = [];
    for (let i = 0; i < 2; i += 1) operations.push((await askForCode(sandbox.app, session)).json().operationId);
    for (const operationId of operations) {
      for (let i = 0; i < 3; i += 1) expect((await escalate(sandbox.app, session, operationId, '999999')).statusCode).toBe(400);
    }
    const operationId = operations[0]!;
    const refused = await escalate(sandbox.app, session, operationId, await loggedCode(sandbox, operationId));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'slow_down' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('throttling per client address', () => {
  let sandbox: SessionSandbox;
  beforeAll(async () => {
    sandbox = await sessionSandbox({ rateLimits: { ...readConfig({}).rateLimits, tokenRequestsPerAddress: 5, codeRequestsPerAddress: 2 } });
  });
  afterAll(async () => { await sandbox.close(); });

  it('answers /token from one address 429 with Retry-After past the limit, whatever the grant', async () => {
    const form = { grant_type: 'refresh_token', refresh_token: 'not-a-token' };
    for (let i = 0; i < 5; i += 1) expect((await postToken(sandbox.app, form)).statusCode).toBe(400);
    const refused = await postToken(sandbox.app, { grant_type: 'password', username: '1000001', password: 'Kowhai-2026!' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'slow_down' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts code sends from one address across customers', async () => {
    await sandbox.db.query('DELETE FROM rate_limits');
    const first = await login(sandbox.app, '1000007');
    const second = await login(sandbox.app, '1000006');
    expect((await askForCode(sandbox.app, first)).statusCode).toBe(403);
    expect((await askForCode(sandbox.app, second)).statusCode).toBe(403);
    expect((await askForCode(sandbox.app, second)).statusCode).toBe(429);
  });

  it('counts code sends from IPv6 addresses by their /64: two addresses of one network are one address', async () => {
    await sandbox.db.query('DELETE FROM rate_limits');
    const first = await login(sandbox.app, '1000007');
    const second = await login(sandbox.app, '1000006');
    expect((await askForCode(sandbox.app, first, '2001:db8:77:1::a')).statusCode).toBe(403);
    expect((await askForCode(sandbox.app, second, '2001:db8:77:1:ffff::b')).statusCode).toBe(403);
    expect((await askForCode(sandbox.app, second, '2001:db8:77:1::c')).statusCode).toBe(429);
    // Another network is another address.
    expect((await askForCode(sandbox.app, second, '2001:db8:77:2::c')).statusCode).toBe(403);
  });
});
