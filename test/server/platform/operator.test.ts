import type { AddressInfo } from 'node:net';
import { parseOperatorArgs } from '../../../server/cli/operatorCommands';
import { runOperator } from '../../../server/cli/runOperator';
import { login, postToken, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
let production: SessionSandbox;
let baseUrl: string;
let productionUrl: string;

async function listen(s: SessionSandbox): Promise<string> {
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  sandbox = await sessionSandbox();
  production = await sessionSandbox({ production: true });
  baseUrl = await listen(sandbox);
  productionUrl = await listen(production);
});
afterAll(async () => { await sandbox.close(); await production.close(); });

async function operator(argv: string[], url = baseUrl) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperator(argv, { baseUrl: url, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run operator', () => {
  it('flips a subsystem down and back to normal', async () => {
    expect(await operator(['status', 'onlineApi', 'down'])).toMatchObject({ code: 0, out: expect.stringContaining('onlineApi:  Down') });
    expect((await sandbox.app.inject({ url: '/api/system/status' })).json().subSystems.onlineApi.systemStatus).toBe('Down');
    expect(await operator(['status', 'onlineApi', 'normal'])).toMatchObject({ code: 0, out: expect.stringContaining('onlineApi:  Normal') });
    expect(await operator(['status'])).toMatchObject({ code: 0, out: 'contentApi: Normal\nonlineApi:  Normal' });
  });

  it('sets a flag for one customer, back to default, and globally', async () => {
    const off = await operator(['flag', 'ReactDashboard', 'off', '--customer', '1000001']);
    expect(off.code).toBe(0);
    expect(off.out).toMatch(/ReactDashboard\s+on\s+customers: 1000001 off/);
    expect((await operator(['flag', 'reactdashboard', 'default', '--customer', '1000001'])).out).toMatch(/ReactDashboard\s+on\s*$/m);
    expect((await operator(['flag', 'HomeLoan', 'off'])).out).toMatch(/HomeLoan\s+off/);
    expect((await operator(['flags'])).out).toMatch(/HomeLoan\s+off/);
    await operator(['flag', 'HomeLoan', 'on']);
  });

  it('unlocks a locked customer', async () => {
    for (let i = 0; i < 3; i += 1) await postToken(sandbox.app, { grant_type: 'password', username: '1000004', password: 'wrong-password' });
    expect((await postToken(sandbox.app, { grant_type: 'password', username: '1000004', password: 'Kowhai-2026!' })).json().error).toBe('account_locked');
    expect(await operator(['unlock', '1000004'])).toMatchObject({ code: 0, out: 'Unlocked 1000004.' });
    await login(sandbox.app, '1000004');
  });

  it('lists one-time codes', async () => {
    expect(await operator(['codes'])).toMatchObject({ code: 0, out: 'No one-time codes yet.' });
    const { accessToken } = await login(sandbox.app, '1000001');
    await sandbox.app.inject({ method: 'POST', url: '/api/security/password', headers: { authorization: `Bearer ${accessToken}` },
      payload: { currentPassword: 'Kowhai-2026!', newPassword: 'Pohutukawa-2027' } });
    expect((await operator(['codes', '--customer', '1000001'])).out).toMatch(/1000001 {2}\d{6} {2}change-password/);
  });

  it('lists the errors browsers reported, none at first', async () => {
    expect(await operator(['errors'])).toMatchObject({ code: 0, out: 'No errors reported.' });
    await sandbox.app.inject({ method: 'POST', url: '/api/client-errors', payload: { entries: [
      { at: 0, queryKey: 'render', route: '/online/pay', name: 'TypeError', message: 'x is undefined' }] } });
    const listed = await operator(['errors', '--limit', '10']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m {2}\/online\/pay {2}render {2}TypeError {2}1 time\n {4}x is undefined$/);
  });

  it('says what the sandbox refused', async () => {
    expect(await operator(['unlock', '9999999'])).toMatchObject({ code: 1, err: expect.stringContaining('There is no customer 9999999') });
    expect(await operator(['flag', 'TimeTravel', 'on'])).toMatchObject({ code: 1, err: expect.stringContaining("no feature flag 'TimeTravel'") });
  });

  it('says clearly when the sandbox is not running', async () => {
    const result = await operator(['status'], 'http://127.0.0.1:9');
    expect(result.code).toBe(1);
    expect(result.err).toContain('The sandbox is not running at http://127.0.0.1:9');
  });

  it('says clearly when the sandbox runs in production mode', async () => {
    const result = await operator(['unlock', '1000001'], productionUrl);
    expect(result).toMatchObject({ code: 1, err: expect.stringContaining('NODE_ENV=production') });
    // Nor can anyone move a production server's clock: /dev/clock does not exist there.
    expect(await operator(['clock', '+3d'], productionUrl)).toMatchObject({ code: 1, err: expect.stringContaining('NODE_ENV=production') });
  });

  it.each([
    [[], 2], [['help'], 0], [['reboot'], 2], [['status', 'paymentsApi', 'down'], 2], [['status', 'onlineApi'], 2],
    [['flag', 'HomeLoan', 'maybe'], 2], [['flag', 'HomeLoan', 'default'], 2], [['unlock', '12'], 2], [['codes', '--customer', 'abc'], 2],
    [['errors', 'all'], 2], [['errors', '--limit', '0'], 2], [['errors', '--limit', '501'], 2],
    [['clock', 'tomorrow'], 2], [['clock', '+3y'], 2], [['clock', '2027-02-29T09:00'], 2],
  ])('answers %j with usage and exit code %i', async (argv, code) => {
    const result = await operator(argv as string[]);
    expect(result.code).toBe(code);
    expect(result.out + result.err).toContain('Usage: npm run operator');
  });

  it('parses subsystem names loosely and capitalises the status', () => {
    expect(parseOperatorArgs(['status', 'online', 'DOWN'])).toMatchObject({ body: { subsystem: 'onlineApi', status: 'Down' } });
    expect(parseOperatorArgs(['status', 'contentapi', 'maintenance'])).toMatchObject({ body: { subsystem: 'contentApi', status: 'Maintenance' } });
  });
});
