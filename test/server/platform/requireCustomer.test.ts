import { apiGet, login, refresh, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

describe('session-expiry codes on /api (7009, 98, 7008)', () => {
  it('answers 7009 without a bearer', async () => {
    const response = await apiGet(sandbox.app, '/api/messages');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ NativeErrorCode: 7009, message: 'Authentication required.' });
  });

  it('answers 7009 for a bearer the bank never issued', async () => {
    const response = await apiGet(sandbox.app, '/api/features', 'made-up-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ NativeErrorCode: 7009 });
  });

  it('answers 98 for an expired access token', async () => {
    const session = await login(sandbox.app);
    await sandbox.db.query("UPDATE access_tokens SET expires_at = sandbox_now() - interval '1 second'");
    const response = await apiGet(sandbox.app, '/api/customer', session.accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ NativeErrorCode: 98, message: 'Session timeout.' });
  });

  it('answers 98 for a token of a revoked (logged-out) session', async () => {
    const session = await login(sandbox.app, '1000004');
    await refresh(sandbox.app, session.refreshToken, { lowPriv: true });
    expect((await apiGet(sandbox.app, '/api/customer-actions', session.accessToken)).json()).toMatchObject({ NativeErrorCode: 98 });
  });

  it('answers 7008 when X-Customer-Number names another customer', async () => {
    const session = await login(sandbox.app, '1000002');
    const response = await apiGet(sandbox.app, '/api/accounts', session.accessToken, { 'x-customer-number': '1000001' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ NativeErrorCode: 7008, message: 'Customer mismatch.' });
  });

  it('lets the matching X-Customer-Number (and none at all) through', async () => {
    const session = await login(sandbox.app, '1000002');
    expect((await apiGet(sandbox.app, '/api/accounts', session.accessToken, { 'x-customer-number': '1000002' })).statusCode).toBe(200);
    expect((await apiGet(sandbox.app, '/api/accounts', session.accessToken)).statusCode).toBe(200);
  });

  it('still serves reads to a low-privilege token, but refuses it every write (98)', async () => {
    const session = await login(sandbox.app, '1000003');
    await sandbox.db.query("UPDATE access_tokens SET lowpriv_at = sandbox_now() - interval '1 second'");
    expect((await apiGet(sandbox.app, '/api/customer', session.accessToken)).statusCode).toBe(200);
    const write = await sandbox.app.inject({
      method: 'PUT', url: '/api/contact/address', headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { kind: 'postal', address: { dpid: '1', lines: ['x'] } },
    });
    expect(write.statusCode).toBe(401);
    expect(write.json()).toMatchObject({ NativeErrorCode: 98 });
  });
});
