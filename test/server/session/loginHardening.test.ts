import { ARGON2_PARAMETERS, hashPassword, needsRehash } from '../../../server/platform/auth/passwordHashing';
import { postToken, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox({ failedLoginsPerAddress: 1000 }); });
afterAll(async () => { await sandbox.close(); });

const attemptOn = (on: SessionSandbox, username: string, password: string) => postToken(on.app, { grant_type: 'password', username, password });
const attempt = (username: string, password: string) => attemptOn(sandbox, username, password);

describe('passwords are argon2id with the pinned OWASP parameters', () => {
  it('stores the demo customers with m=19456, t=2, p=1', async () => {
    const { rows } = await sandbox.db.query<{ password_hash: string }>("SELECT password_hash FROM customers WHERE customer_number = '1000001'");
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_PARAMETERS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('rehashes a hash made with older parameters at the next successful login', async () => {
    const { hash } = await import('@node-rs/argon2');
    const old = await hash('Kowhai-2026!', { memoryCost: 4096, timeCost: 3, parallelism: 1 });
    expect(needsRehash(old)).toBe(true);
    await sandbox.db.query("UPDATE customers SET password_hash = $1 WHERE customer_number = '1000003'", [old]);
    expect((await attempt('1000003', 'Kowhai-2026!')).statusCode).toBe(200);
    const { rows } = await sandbox.db.query<{ password_hash: string }>("SELECT password_hash FROM customers WHERE customer_number = '1000003'");
    expect(needsRehash(rows[0]!.password_hash)).toBe(false);
    expect(needsRehash(await hashPassword('x'))).toBe(false);
  });
});

describe('the lockout cannot be raced or used to learn which customer numbers exist', () => {
  it('locks after three failures even when they arrive at once, and then refuses the right password', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => attempt('1000005', 'wrong-password-1')));
    const errors = answers.map((a) => a.json().error);
    expect(errors.filter((e) => e === 'invalid_grant')).toHaveLength(2);
    expect(errors.filter((e) => e === 'account_locked')).toHaveLength(3);
    expect((await attempt('1000005', 'Kowhai-2026!')).json()).toMatchObject({ error: 'account_locked' });
  });

  it('answers an unknown customer number exactly as a real one: mismatch twice, then locked', async () => {
    const real = [];
    const unknown = [];
    for (let i = 0; i < 3; i += 1) {
      real.push((await attempt('1000002', 'not-the-password')).json().error);
      unknown.push((await attempt('9999999', 'not-the-password')).json().error);
    }
    expect(unknown).toEqual(real);
    expect(real).toEqual(['invalid_grant', 'invalid_grant', 'account_locked']);
  });

  it('takes about as long for an unknown number as for a wrong password (a dummy hash is checked)', async () => {
    const time = async (username: string) => { const start = performance.now(); await attempt(username, 'x-wrong-password'); return performance.now() - start; };
    await time('8888881');
    const known = (await Promise.all([time('1000006'), time('1000006')])).reduce((a, b) => a + b) / 2;
    const unknown = (await Promise.all([time('8888882'), time('8888883')])).reduce((a, b) => a + b) / 2;
    expect(unknown).toBeGreaterThan(known * 0.3);
  });

  it('lifts a lock by itself once the lockout time has passed', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('1000007', 'wrong-password-1');
    expect((await attempt('1000007', 'Kowhai-2026!')).json()).toMatchObject({ error: 'account_locked' });
    await sandbox.db.query("UPDATE login_failures SET locked_at = locked_at - interval '31 minutes' WHERE customer_number = '1000007'");
    expect((await attempt('1000007', 'Kowhai-2026!')).statusCode).toBe(200);
  });
});

describe('failed logins from one address', () => {
  let limited: SessionSandbox;
  beforeAll(async () => { limited = await sessionSandbox({ failedLoginsPerAddress: 5 }); });
  afterAll(async () => { await limited.close(); });

  it('answers 429 with Retry-After once one address has failed too often across customer numbers', async () => {
    let last = await attemptOn(limited, '7000001', 'guess');
    for (let n = 2; n <= 20 && last.statusCode !== 429; n += 1) last = await attemptOn(limited, `70000${String(n).padStart(2, '0')}`, 'guess');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ error: 'slow_down' });
  });
});
