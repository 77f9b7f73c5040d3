import { sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

describe('the published wire contract', () => {
  it('lists the session, status, flags and messages endpoints and hides the development-only ones', async () => {
    const paths = Object.keys((await sandbox.app.inject({ url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining([
      '/token', '/api/system/status', '/api/features', '/api/messages', '/api/messages/{id}/read', '/api/customer-actions', '/api/security/password',
    ]));
    expect(paths.filter((p) => p.startsWith('/dev/'))).toEqual([]);
  });
});
