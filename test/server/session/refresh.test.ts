import {
  apiGet, endFullPrivilege, login, postToken, refresh, refreshCookieOf, sessionSandbox, sessionSetCookie, type SessionSandbox,
} from '../../support/sessionSandbox';

import { LOST_ANSWER_GRACE_SECONDS } from '../../../server/session/grants/refresh';
import { hashToken } from '../../../server/session/tokens';

let sandbox: SessionSandbox;

/** Another browser than the one that logged in (its own Basic browser id). */
const OTHER_BROWSER = `Basic ${Buffer.from('another-browser:').toString('base64')}`;
const refreshFrom = (authorization: string, refreshToken: string) => postToken(sandbox.app,
  { grant_type: 'refresh_token', refresh_token: 'cookie', ClientForcedLowPriv: 'false', FreshSession: 'false' },
  { cookie: `SessionStore=${refreshToken}`, authorization });
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

describe('the refresh_token grant', () => {
  it('rotates the refresh token: a new HttpOnly cookie, no refresh_token in the body for a cookie request', async () => {
    const session = await login(sandbox.app);
    const response = await refresh(sandbox.app, session.refreshToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', lowpriv_in: expect.any(Number), customerNumber: '1000001' });
    const cookie = sessionSetCookie(response) ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    const rotated = refreshCookieOf(response);
    expect(rotated).toMatch(/^[\w-]{40,}$/);
    expect(rotated).not.toBe(session.refreshToken);
    // The new access token works; the new refresh token works once more.
    expect((await apiGet(sandbox.app, '/api/customer', response.json().access_token)).statusCode).toBe(200);
    expect((await refresh(sandbox.app, rotated ?? '')).statusCode).toBe(200);
  });

  it('treats an already-used refresh token from another browser as reuse and revokes the whole session', async () => {
    const session = await login(sandbox.app);
    const first = await refresh(sandbox.app, session.refreshToken);
    const current = refreshCookieOf(first) ?? '';
    const reuse = await refreshFrom(OTHER_BROWSER, session.refreshToken);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ error: 'invalid_grant' });
    // Both holders lose it: the newest refresh token and every access token of the session.
    expect((await refresh(sandbox.app, current)).json()).toMatchObject({ error: 'invalid_grant' });
    const api = await apiGet(sandbox.app, '/api/customer', first.json().access_token);
    expect(api.statusCode).toBe(401);
    expect(api.json()).toMatchObject({ NativeErrorCode: 98 });
  });

  it('does not let two racing refreshes with one token from two browsers both win', async () => {
    const session = await login(sandbox.app);
    const results = await Promise.all([refresh(sandbox.app, session.refreshToken), refreshFrom(OTHER_BROWSER, session.refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('a reload that cut a refresh off does not log the customer out: the answer the browser lost is spent instead', async () => {
    const session = await login(sandbox.app);
    const lost = refreshCookieOf(await refresh(sandbox.app, session.refreshToken)) ?? '';
    // The same browser, a moment later, still holding the token it sent (the answer never arrived).
    const again = await refresh(sandbox.app, session.refreshToken);
    expect(again.statusCode).toBe(200);
    const current = refreshCookieOf(again) ?? '';
    expect((await apiGet(sandbox.app, '/api/customer', again.json().access_token)).statusCode).toBe(200);
    // Had anyone else held the lost token after all, using it now ends the session for everyone.
    expect((await refreshFrom(OTHER_BROWSER, lost)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(sandbox.app, current)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it(`no grace past ${LOST_ANSWER_GRACE_SECONDS} seconds, nor once the chain has moved on`, async () => {
    const late = await login(sandbox.app);
    await refresh(sandbox.app, late.refreshToken);
    await sandbox.db.query(`UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => $1) WHERE used_at IS NOT NULL
      AND session_id = (SELECT session_id FROM refresh_tokens WHERE token_hash = $2)`,
    [LOST_ANSWER_GRACE_SECONDS + 1, hashToken(late.refreshToken)]);
    expect((await refresh(sandbox.app, late.refreshToken)).json()).toMatchObject({ error: 'invalid_grant' });

    const moved = await login(sandbox.app);
    const next = refreshCookieOf(await refresh(sandbox.app, moved.refreshToken)) ?? '';
    expect((await refresh(sandbox.app, next)).statusCode).toBe(200);
    expect((await refresh(sandbox.app, moved.refreshToken)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('logs out with ClientForcedLowPriv=true: low-privilege token, cookie cleared, session revoked', async () => {
    const session = await login(sandbox.app);
    const response = await refresh(sandbox.app, session.refreshToken, { lowPriv: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', lowpriv_in: 0, customerNumber: '1000001' });
    expect(sessionSetCookie(response)).toMatch(/^SessionStore=;.*Max-Age=0/);
    // The old refresh cookie is rejected and the old access token no longer opens the API.
    expect((await refresh(sandbox.app, session.refreshToken)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await apiGet(sandbox.app, '/api/accounts', session.accessToken)).json()).toMatchObject({ NativeErrorCode: 98 });
    expect((await apiGet(sandbox.app, '/api/accounts', response.json().access_token)).statusCode).toBe(401);
  });

  it('still clears the cookie when logging out of a session that is already over', async () => {
    const response = await refresh(sandbox.app, 'no-such-token', { lowPriv: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
    expect(sessionSetCookie(response)).toContain('Max-Age=0');
  });

  it('FreshSession=true restarts the full-privilege window', async () => {
    const session = await login(sandbox.app, '1000004');
    await sandbox.db.query("UPDATE sessions SET lowpriv_until = sandbox_now() + interval '100 seconds' WHERE customer_number = '1000004'");
    const response = await refresh(sandbox.app, session.refreshToken, { fresh: true });
    expect(response.json().lowpriv_in).toBe(sandbox.config.lowprivSeconds);
  });

  it('FreshSession=false reports the seconds left in the current window', async () => {
    const session = await login(sandbox.app, '1000006');
    await sandbox.db.query("UPDATE sessions SET lowpriv_until = sandbox_now() + interval '100 seconds' WHERE customer_number = '1000006'");
    const response = await refresh(sandbox.app, session.refreshToken, { fresh: false });
    expect(response.json().lowpriv_in).toBeGreaterThanOrEqual(99);
    expect(response.json().lowpriv_in).toBeLessThanOrEqual(100);
  });

  it('answers lowpriv_in 0 once the window is over, and FreshSession cannot reopen it', async () => {
    const session = await login(sandbox.app, '1000005');
    await endFullPrivilege(sandbox.db, '1000005');
    const stale = await refresh(sandbox.app, session.refreshToken, { fresh: false });
    expect(stale.json().lowpriv_in).toBe(0);
    const fresh = await refresh(sandbox.app, refreshCookieOf(stale) ?? '', { fresh: true });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().lowpriv_in).toBe(0);
  });

  it('gives the native app the rotated token in the body when it passed the token itself', async () => {
    const session = await login(sandbox.app);
    const response = await refresh(sandbox.app, session.refreshToken, { value: true, fresh: true });
    expect(response.statusCode).toBe(200);
    const rotated = response.json().refresh_token;
    expect(rotated).toMatch(/^[\w-]{40,}$/);
    expect(refreshCookieOf(response)).toBe(rotated);
    expect((await refresh(sandbox.app, rotated, { value: true })).statusCode).toBe(200);
  });

  it.each([
    ['no cookie', { grant_type: 'refresh_token', refresh_token: 'cookie' }, 'invalid_grant'],
    ['an unknown token', { grant_type: 'refresh_token', refresh_token: 'made-up-token' }, 'invalid_grant'],
    ['no refresh_token field', { grant_type: 'refresh_token' }, 'invalid_request'],
    ['a FreshSession that is not a boolean', { grant_type: 'refresh_token', refresh_token: 'cookie', FreshSession: 'yes' }, 'invalid_request'],
    ['a ClientForcedLowPriv that is not a boolean', { grant_type: 'refresh_token', refresh_token: 'cookie', ClientForcedLowPriv: '1' }, 'invalid_request'],
  ])('refuses %s with 400 %s', async (_label, form, error) => {
    const response = await postToken(sandbox.app, form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error, error_description: expect.any(String) });
  });

  it('accepts the booleans in any case', async () => {
    const session = await login(sandbox.app);
    const response = await postToken(sandbox.app,
      { grant_type: 'refresh_token', refresh_token: 'cookie', FreshSession: 'True', ClientForcedLowPriv: 'FALSE' },
      { cookie: `SessionStore=${session.refreshToken}` });
    expect(response.statusCode).toBe(200);
  });
});

describe('the full-privilege window in real time', () => {
  let quick: SessionSandbox;
  beforeAll(async () => { quick = await sessionSandbox({ lowprivSeconds: 1 }); });
  afterAll(async () => { await quick.close(); });

  it('drops to low privilege after LOWPRIV_SECONDS', async () => {
    const session = await login(quick.app);
    const early = await refresh(quick.app, session.refreshToken);
    expect(early.json().lowpriv_in).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const late = await refresh(quick.app, refreshCookieOf(early) ?? '');
    expect(late.json().lowpriv_in).toBe(0);
  });
});
