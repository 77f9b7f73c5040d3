import { readConfig } from '../../../server/platform/config';
import { applyStartupSystemStatus, readSystemStatus } from '../../../server/status/systemStatus';
import { apiGet, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

const setStatus = (body: object) => sandbox.app.inject({ method: 'POST', url: '/dev/system-status', payload: body });

describe('system status', () => {
  it('says Normal for both subsystems on a fresh database, without a login, uncached', async () => {
    const response = await apiGet(sandbox.app, '/api/system/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subSystems: { contentApi: { systemStatus: 'Normal' }, onlineApi: { systemStatus: 'Normal' } } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lets the operator flip one subsystem down and back', async () => {
    const down = await setStatus({ subsystem: 'onlineApi', status: 'Down' });
    expect(down.statusCode).toBe(200);
    expect(down.json().subSystems).toEqual({ contentApi: { systemStatus: 'Normal' }, onlineApi: { systemStatus: 'Down' } });
    expect((await apiGet(sandbox.app, '/api/system/status')).json().subSystems.onlineApi.systemStatus).toBe('Down');
    await setStatus({ subsystem: 'onlineApi', status: 'Normal' });
    expect((await apiGet(sandbox.app, '/api/system/status')).json().subSystems.onlineApi.systemStatus).toBe('Normal');
  });

  it.each([
    ['an unknown subsystem', { subsystem: 'paymentsApi', status: 'Down' }],
    ['an empty status', { subsystem: 'contentApi', status: '' }],
    ['a status with markup', { subsystem: 'contentApi', status: '<b>down</b>' }],
    ['an extra field', { subsystem: 'contentApi', status: 'Down', until: 'tomorrow' }],
    ['no body', undefined],
  ])('refuses %s with a 400 JSON error', async (_label, body) => {
    const response = await sandbox.app.inject({ method: 'POST', url: '/dev/system-status', payload: body, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('refuses a form-encoded operator request (no cross-site form can flip a sandbox)', async () => {
    const response = await sandbox.app.inject({
      method: 'POST', url: '/dev/system-status', payload: 'subsystem=onlineApi&status=Down',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('reads SYSTEM_STATUS_CONTENT_API and SYSTEM_STATUS_ONLINE_API, and writes only those that are set at start', async () => {
    expect(readConfig({ SYSTEM_STATUS_CONTENT_API: 'Maintenance' }).systemStatus).toEqual({ contentApi: 'Maintenance' });
    expect(readConfig({}).systemStatus).toEqual({});
    await setStatus({ subsystem: 'onlineApi', status: 'Down' });
    expect(await applyStartupSystemStatus(sandbox.db, { contentApi: 'Maintenance' })).toEqual(['contentApi=Maintenance']);
    expect((await readSystemStatus(sandbox.db)).subSystems).toEqual({
      contentApi: { systemStatus: 'Maintenance' }, onlineApi: { systemStatus: 'Down' },
    });
    await applyStartupSystemStatus(sandbox.db, { contentApi: 'Normal', onlineApi: 'Normal' });
  });
});
