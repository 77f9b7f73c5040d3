import { readConfig } from '../../../server/platform/config';
import { hashToken } from '../../../server/session/tokens';
import { apiGet, login, refresh, refreshCookieOf, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox({ sessionAbsoluteSeconds: 8 * 3600, sessionIdleSeconds: 30 * 60 }); });
afterAll(async () => { await sandbox.close(); });

/** The server reads time from the database's sandbox_now(): moving a session's rows back is moving the clock on. */
async function age(customerNumber: string, column: 'created_at' | 'last_active_at', interval: string) {
  await sandbox.db.query(`UPDATE sessions SET ${column} = ${column} - $2::interval WHERE customer_number = $1 AND revoked_at IS NULL`,
    [customerNumber, interval]);
}

describe('session lifetimes enforced by the server', () => {
  it('reads its lifetimes from the configuration, with defaults', () => {
    expect(readConfig({})).toMatchObject({ sessionAbsoluteSeconds: 12 * 3600, sessionIdleSeconds: 60 * 60 });
    expect(readConfig({ SESSION_ABSOLUTE_HOURS: '8', SESSION_IDLE_MINUTES: '15' })).toMatchObject({ sessionAbsoluteSeconds: 8 * 3600, sessionIdleSeconds: 900 });
  });

  it('refreshes a session that is active and young enough', async () => {
    const session = await login(sandbox.app, '1000003');
    await age('1000003', 'created_at', '7 hours');
    await age('1000003', 'last_active_at', '29 minutes');
    expect((await refresh(sandbox.app, session.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a refresh past the absolute lifetime, however active, and ends the session', async () => {
    const session = await login(sandbox.app, '1000005');
    const refreshed = await refresh(sandbox.app, session.refreshToken);
    await age('1000005', 'created_at', '8 hours 1 minute');
    const refused = await refresh(sandbox.app, refreshCookieOf(refreshed) ?? '');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'invalid_grant', error_description: 'The session has timed out.' });
    // Every token of the session stops working: the access token answers the spec's timeout.
    expect((await apiGet(sandbox.app, '/api/accounts', session.accessToken)).json()).toMatchObject({ NativeErrorCode: 98 });
  });

  it('refuses a refresh after the idle timeout', async () => {
    const session = await login(sandbox.app, '1000006');
    await age('1000006', 'last_active_at', '31 minutes');
    expect((await refresh(sandbox.app, session.refreshToken)).json()).toMatchObject({ error: 'invalid_grant' });
    const { rows } = await sandbox.db.query<{ revoked_reason: string }>(
      "SELECT revoked_reason FROM sessions WHERE customer_number = '1000006' ORDER BY created_at DESC LIMIT 1");
    expect(rows[0]?.revoked_reason).toBe('expired');
  });
});

describe('session tokens', () => {
  it('are 256 random bits, stored only as SHA-256 hashes', async () => {
    const session = await login(sandbox.app, '1000007');
    // base64url of 32 bytes: 43 characters.
    for (const token of [session.accessToken, session.refreshToken]) expect(token).toMatch(/^[\w-]{43,}$/);
    const access = await sandbox.db.query('SELECT 1 FROM access_tokens WHERE token_hash = $1', [hashToken(session.accessToken)]);
    const refreshRow = await sandbox.db.query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1', [hashToken(session.refreshToken)]);
    expect(access.rows).toHaveLength(1);
    expect(refreshRow.rows).toHaveLength(1);
    const raw = await sandbox.db.query('SELECT 1 FROM access_tokens WHERE token_hash = $1 UNION ALL SELECT 1 FROM refresh_tokens WHERE token_hash = $2',
      [session.accessToken, session.refreshToken]);
    expect(raw.rows).toHaveLength(0);
  });

  it('state-changing calls need the bearer token: the refresh cookie alone is 401', async () => {
    const session = await login(sandbox.app, '1000007');
    const cookie = `SessionStore=${session.refreshToken}`;
    const calls = [
      { method: 'POST' as const, url: '/api/security/password', payload: { currentPassword: 'Kowhai-2026!', newPassword: 'Harbour-Bridge-42' } },
      { method: 'POST' as const, url: '/api/payments', payload: {} },
      { method: 'POST' as const, url: '/api/security/sessions/log-out-others' },
      { method: 'DELETE' as const, url: '/api/payments/00000000-0000-4000-8000-000000000000' },
    ];
    for (const call of calls) {
      const response = await sandbox.app.inject({ ...call, headers: { cookie } });
      expect({ url: call.url, status: response.statusCode }).toEqual({ url: call.url, status: 401 });
    }
  });
});
