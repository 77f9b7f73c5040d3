import { sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
let production: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); production = await sessionSandbox({ production: true }); }, 120_000);
afterAll(async () => { await sandbox.close(); await production.close(); });

const json = { 'content-type': 'application/json' };
const notices = async (app = sandbox) => (await app.app.inject({ url: '/api/content/notices' })).json();

describe('service notices of the content API', () => {
  it('publishes none until an operator adds one; then shows it for its hours on the sandbox clock, and withdraws it', async () => {
    expect(await notices()).toEqual([]);
    const published = await sandbox.app.inject({
      method: 'POST', url: '/dev/service-notices', headers: json,
      payload: { id: 'maintenance-test', title: 'Planned maintenance', body: 'Internet banking is unavailable on Sunday from 1am to 3am.', hours: 2 },
    });
    expect(published.statusCode).toBe(200);
    expect(await notices()).toEqual([{ id: 'maintenance-test', title: 'Planned maintenance', body: 'Internet banking is unavailable on Sunday from 1am to 3am.' }]);
    await sandbox.db.query("UPDATE service_notices SET shows_from = sandbox_now() - interval '3 hours', shows_until = sandbox_now() - interval '1 second' WHERE id = 'maintenance-test'");
    expect(await notices()).toEqual([]);
    await sandbox.app.inject({ method: 'POST', url: '/dev/service-notices/withdraw', headers: json, payload: { id: 'maintenance-test' } });
    expect((await sandbox.db.query('SELECT 1 FROM service_notices')).rows).toEqual([]);
  });

  it('refuses an id that is not a plain slug, and has no publishing endpoint in production', async () => {
    const bad = await sandbox.app.inject({ method: 'POST', url: '/dev/service-notices', headers: json, payload: { id: '<b>', title: 't', body: 'b', hours: 1 } });
    expect(bad.statusCode).toBe(400);
    const prod = await production.app.inject({ method: 'POST', url: '/dev/service-notices', headers: json, payload: { id: 'x', title: 't', body: 'b', hours: 1 } });
    expect(prod.statusCode).toBe(404);
    expect(await notices(production)).toEqual([]);
  });

  it('is in the published contract', async () => {
    const paths = Object.keys((await sandbox.app.inject({ url: '/api/openapi.json' })).json().paths);
    expect(paths).toContain('/api/content/notices');
    expect(paths.filter((p) => p.startsWith('/dev/'))).toEqual([]);
  });
});
