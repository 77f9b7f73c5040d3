import { BASIC, FORM, PASSWORD, apiGet, login, postToken, refresh, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { send, sendSafeguarded } from '../payees/payeeKit';

// The finding this answers: "Failed logins, lockouts, refresh-token reuse (the signal of a stolen
// token), wrong codes, 429s and payee, mobile, email and password changes leave no record,
// and the customer hears of none of them."

const WRONG_PASSWORD = 'Wrong-Secret-4471!';
const PLUMBER = { name: 'Aotearoa Plumbing', accountNumber: '11 5678 3306712 00', particulars: 'Invoice', code: '', reference: 'INV-2231' };

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox({ failedLoginsPerAddress: 1000 }); }, 120_000);
afterAll(async () => { await sandbox.close(); });

interface Row { type: string; customer_number: string | null; device: string | null; address: string | null; occurred_at: Date; detail: Record<string, unknown> }
const events = async (customer: string) => (await sandbox.db.query<Row>(
  'SELECT type, customer_number, device, address, occurred_at, detail FROM security_events WHERE customer_number = $1 ORDER BY id', [customer])).rows;
const lines = () => sandbox.securityLog.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the security log', () => {
  it('records a login, a failure and a lockout with customer, device, address and the sandbox clock\'s time, in the table and as JSON lines', async () => {
    await sandbox.db.query('UPDATE sandbox_clock SET offset_ms = offset_ms + $1', [3 * 86_400_000]);
    const sandboxNow = Date.parse((await sandbox.db.query<{ now: string }>("SELECT to_char(sandbox_now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') AS now")).rows[0]!.now);
    await login(sandbox.app, '1000003');
    for (let i = 0; i < 3; i += 1) await postToken(sandbox.app, { grant_type: 'password', username: '1000003', password: WRONG_PASSWORD }, { authorization: `Basic ${Buffer.from('another-browser-1:').toString('base64')}` });
    const rows = await events('1000003');
    expect(rows.map((r) => r.type)).toEqual(['login', 'login-failed', 'login-failed', 'login-locked']);
    expect(rows[0]).toMatchObject({ device: 'session-test-browser', address: '127.0.0.1' });
    expect(rows[1]).toMatchObject({ device: 'another-browser-1', detail: { device: 'unknown', attemptsRemaining: 2 } });
    // The one clock: three days ahead of the machine, as the sandbox is.
    expect(Math.abs(new Date(rows[0]!.occurred_at).getTime() - sandboxNow)).toBeLessThan(60_000);
    const logged = lines().filter((l) => l.customer === '1000003');
    expect(logged.map((l) => l.event)).toEqual(['login', 'login-failed', 'login-failed', 'login-locked']);
    expect(logged[0]).toMatchObject({ log: 'security', device: 'session-test-browser', address: '127.0.0.1' });
    expect(Math.abs(Date.parse(String(logged[0]!.time)) - sandboxNow)).toBeLessThan(60_000);
    await sandbox.db.query('UPDATE sandbox_clock SET offset_ms = offset_ms - $1', [3 * 86_400_000]);
  });

  it('never holds a password or a one-time code, in the table or the lines', async () => {
    const session = await login(sandbox.app, '1000001');
    await postToken(sandbox.app, { grant_type: 'password', username: '1000001', password: WRONG_PASSWORD });
    // A password typed into the customer number field is not logged either.
    await postToken(sandbox.app, { grant_type: 'password', username: 'Hunter2-pass', password: WRONG_PASSWORD });
    const challenge = await send(sandbox.app, 'POST', '/api/payees', session.accessToken, PLUMBER);
    const operationId = challenge.json().operationId as string;
    const code = ((await apiGet(sandbox.app, '/dev/one-time-codes')).json() as { operationId: string; code: string }[]).find((c) => c.operationId === operationId)!.code;
    const wrongCode = code === '000000' ? '111111' : '000000';
    await postToken(sandbox.app, { grant_type: 'escalation', ChallengeResponse: wrongCode, authenticationSubType: 'escalate' },
      { cookie: `SessionStore=${session.refreshToken}`, 'x-operation-id': operationId });
    const table = JSON.stringify((await sandbox.db.query('SELECT * FROM security_events')).rows);
    const everything = `${table}\n${sandbox.securityLog.join('\n')}`;
    for (const secret of [WRONG_PASSWORD, PASSWORD, code, wrongCode, 'Hunter2-pass', session.accessToken, session.refreshToken]) {
      expect(everything).not.toContain(secret);
    }
    const types = (await events('1000001')).map((r) => r.type);
    expect(types).toEqual(expect.arrayContaining(['login', 'login-failed', 'step-up-requested', 'step-up-code-wrong']));
  });

  it('records refresh-token reuse and tells the customer', async () => {
    const session = await login(sandbox.app, '1000005');
    expect((await refresh(sandbox.app, session.refreshToken)).statusCode).toBe(200);
    // From another browser (the session's own gets a moment's grace for an answer it lost).
    const otherBrowser = `Basic ${Buffer.from('another-browser:').toString('base64')}`;
    const reuse = await postToken(sandbox.app, { grant_type: 'refresh_token', refresh_token: 'cookie', ClientForcedLowPriv: 'false', FreshSession: 'false' },
      { cookie: `SessionStore=${session.refreshToken}`, authorization: otherBrowser });
    expect(reuse.statusCode).toBe(400);
    expect((await events('1000005')).map((r) => r.type)).toContain('refresh-token-reuse');
    const { rows } = await sandbox.db.query<{ subject: string }>('SELECT subject FROM customer_messages WHERE customer_number = $1', ['1000005']);
    expect(rows.map((r) => r.subject)).toContain('A session was ended to protect you');
  });

  it('records a logout for inactivity apart from one the customer chose', async () => {
    const chosen = await login(sandbox.app, '1000006');
    await postToken(sandbox.app, { grant_type: 'refresh_token', refresh_token: 'cookie', ClientForcedLowPriv: 'true', FreshSession: 'false' }, { cookie: `SessionStore=${chosen.refreshToken}` });
    const idle = await login(sandbox.app, '1000006');
    await postToken(sandbox.app, { grant_type: 'refresh_token', refresh_token: 'cookie', ClientForcedLowPriv: 'true', FreshSession: 'false', LogoutReason: 'inactivity' },
      { cookie: `SessionStore=${idle.refreshToken}` });
    const types = (await events('1000006')).map((r) => r.type);
    expect(types.filter((t) => t.startsWith('logout'))).toEqual(['logout', 'logout-inactivity']);
  });

  it('records a payee added, announces it in the inbox and by SMS, and shows it under Recent security activity', async () => {
    const session = await login(sandbox.app, '1000001');
    const smsBefore = sandbox.sms.length;
    expect((await sendSafeguarded(sandbox.app, session, 'POST', '/api/payees', PLUMBER)).statusCode).toBe(200);
    const { rows } = await sandbox.db.query<{ subject: string; body: string }>(
      "SELECT subject, body FROM customer_messages WHERE customer_number = '1000001' AND subject = 'A payee was added'");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toMatch(/Not you\? Call us on/);
    expect(sandbox.sms.slice(smsBefore).some((line) => /^SMS to \*\*\*\d{4}: Kōwhai Bank: A payee was added/.test(line))).toBe(true);
    const activity = (await apiGet(sandbox.app, '/api/security/activity', session.accessToken)).json();
    expect(activity.events[0]).toMatchObject({ kind: 'payee-added', thisDevice: true });
    expect(activity.events.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['login', 'login-failed', 'step-up-requested', 'step-up-passed']));
  });

  it("shows a customer only their own activity", async () => {
    const jack = await login(sandbox.app, '1000004');
    const kinds = (await apiGet(sandbox.app, '/api/security/activity', jack.accessToken)).json().events;
    expect(kinds).toEqual([expect.objectContaining({ kind: 'login' })]);
  });

  it('records a 429 once, from whichever limit answered it', async () => {
    const limited = await sessionSandbox({ failedLoginsPerAddress: 1 });
    try {
      const attempt = () => limited.app.inject({
        method: 'POST', url: '/token', headers: { 'content-type': FORM, authorization: BASIC },
        payload: new URLSearchParams({ grant_type: 'password', username: '1000002', password: WRONG_PASSWORD }).toString(),
      });
      await attempt();
      expect((await attempt()).statusCode).toBe(429);
      const { rows } = await limited.db.query<{ type: string }>("SELECT type FROM security_events WHERE type IN ('login-throttled', 'rate-limited')");
      expect(rows.map((r) => r.type)).toEqual(['login-throttled']);
    } finally { await limited.close(); }
  });

  it("announces a new device's first login, not the customer's very first device", async () => {
    const otherDevice = `Basic ${Buffer.from('brand-new-laptop:').toString('base64')}`;
    await postToken(sandbox.app, { grant_type: 'password', username: '1000007', password: PASSWORD });
    await postToken(sandbox.app, { grant_type: 'password', username: '1000007', password: PASSWORD }, { authorization: otherDevice });
    await postToken(sandbox.app, { grant_type: 'password', username: '1000007', password: PASSWORD }, { authorization: otherDevice });
    expect((await events('1000007')).map((r) => r.type)).toEqual(['login', 'login-new-device', 'login']);
    const { rows } = await sandbox.db.query<{ n: number }>("SELECT count(*)::int AS n FROM customer_messages WHERE customer_number = '1000007' AND subject = 'New device logged in'");
    expect(rows[0]!.n).toBe(1);
  });
});

describe("where you're logged in", () => {
  it('folds thirty logins of one browser into one row, and "Log out" on it ends them all', async () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const other = `Basic ${Buffer.from('second-browser-x:').toString('base64')}`;
    for (let i = 0; i < 30; i += 1) await postToken(sandbox.app, { grant_type: 'password', username: '1000002', password: PASSWORD }, { 'user-agent': ua });
    const here = (await postToken(sandbox.app, { grant_type: 'password', username: '1000002', password: PASSWORD }, { authorization: other, 'user-agent': ua })).json().access_token as string;
    const { sessions } = (await apiGet(sandbox.app, '/api/security/sessions', here)).json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, sessionCount: 1 });
    expect(sessions[1]).toMatchObject({ device: 'Linux computer', browser: 'Chrome', current: false, sessionCount: 30 });
    const logOut = await sandbox.app.inject({ method: 'POST', url: `/api/security/sessions/${sessions[1].id}/log-out`, headers: { authorization: `Bearer ${here}` } });
    expect(logOut.statusCode).toBe(204);
    expect((await apiGet(sandbox.app, '/api/security/sessions', here)).json().sessions).toHaveLength(1);
    const own = await sandbox.app.inject({ method: 'POST', url: `/api/security/sessions/${sessions[0].id}/log-out`, headers: { authorization: `Bearer ${here}` } });
    expect(own.statusCode).toBe(400);
  });

  it("cannot log out another customer's session", async () => {
    const aroha = await login(sandbox.app, '1000001');
    const jack = await login(sandbox.app, '1000004');
    const jacks = (await apiGet(sandbox.app, '/api/security/sessions', jack.accessToken)).json().sessions[0].id as string;
    const attempt = await sandbox.app.inject({ method: 'POST', url: `/api/security/sessions/${jacks}/log-out`, headers: { authorization: `Bearer ${aroha.accessToken}` } });
    expect(attempt.statusCode).toBe(404);
    expect((await apiGet(sandbox.app, '/api/accounts', jack.accessToken)).statusCode).toBe(200);
  });
});
