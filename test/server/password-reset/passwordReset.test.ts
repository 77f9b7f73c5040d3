import { BOT_CHECK_MESSAGES } from '../../../contract/bot-check';
import { PASSWORD_RESET_MESSAGES } from '../../../contract/password-reset';
import { login, postToken, apiGet, PASSWORD } from '../../support/sessionSandbox';
import { sandboxesWithAndWithoutBypass, solvedBotProof } from '../../support/botProof';

const sandboxes = sandboxesWithAndWithoutBypass();

const TAMA = { customerNumber: '1000006', dateOfBirth: '1960-01-17' };
const NEW_PASSWORD = 'a brand new kōwhai passphrase';

function start(app = sandboxes.dev().app, body: object, ip = '10.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/password-reset/start', payload: body, remoteAddress: ip });
}
function complete(body: object, ip = '10.0.0.1') {
  return sandboxes.dev().app.inject({ method: 'POST', url: '/api/password-reset/complete', payload: body, remoteAddress: ip });
}
const codeIn = (line: string | undefined) => /\b(\d{6})\b/.exec(line ?? '')?.[1] ?? '';

async function lockOut(customerNumber: string) {
  for (let i = 0; i < 3; i += 1) await postToken(sandboxes.dev().app, { grant_type: 'password', username: customerNumber, password: `wrong-${i}` });
}

describe('password reset', () => {
  it('texts a code, sets the new password, unlocks the customer and ends every session', async () => {
    const before = await login(sandboxes.dev().app, '1000006');
    await lockOut('1000006');
    const sent = sandboxes.dev().sms.length;
    const started = await start(sandboxes.dev().app, { ...TAMA, botCheck: await solvedBotProof(sandboxes.dev().app) });
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toBe(PASSWORD_RESET_MESSAGES.sent);
    expect(sandboxes.dev().sms).toHaveLength(sent + 1);
    const code = codeIn(sandboxes.dev().sms.at(-1));

    const done = await complete({ resetId: started.json().resetId, customerNumber: '1000006', code, newPassword: NEW_PASSWORD });
    expect(done.statusCode).toBe(204);
    expect((await apiGet(sandboxes.dev().app, '/api/customer', before.accessToken)).statusCode).toBe(401);
    expect((await postToken(sandboxes.dev().app, { grant_type: 'password', username: '1000006', password: PASSWORD })).statusCode).toBe(400);
    await login(sandboxes.dev().app, '1000006', NEW_PASSWORD);
    // The code is spent: it cannot reset again.
    const again = await complete({ resetId: started.json().resetId, customerNumber: '1000006', code, newPassword: 'yet another passphrase' });
    expect(again.json().message).toBe(PASSWORD_RESET_MESSAGES.codeFailed);
  });

  it('answers an unknown number and a wrong date of birth exactly as a match, and texts nobody', async () => {
    const sent = sandboxes.dev().sms.length;
    const unknown = await start(sandboxes.dev().app, { customerNumber: '9999999', dateOfBirth: '1960-01-17', botCheck: await solvedBotProof(sandboxes.dev().app) }, '10.0.0.2');
    const wrongDob = await start(sandboxes.dev().app, { customerNumber: '1000002', dateOfBirth: '2001-01-01', botCheck: await solvedBotProof(sandboxes.dev().app) }, '10.0.0.2');
    for (const response of [unknown, wrongDob]) {
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(['message', 'resetId']);
      expect(response.json().message).toBe(PASSWORD_RESET_MESSAGES.sent);
    }
    expect(sandboxes.dev().sms).toHaveLength(sent);
    // A guessed code on a miss fails in the same words as a wrong code on a match.
    const guess = await complete({ resetId: unknown.json().resetId, customerNumber: '9999999', code: '123456', newPassword: NEW_PASSWORD }, '10.0.0.2');
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe(PASSWORD_RESET_MESSAGES.codeFailed);
  });

  it('takes as long for a miss as for a match (both wait for the same floor)', async () => {
    // Each is timed three times and the quickest taken: a busy machine only ever adds time, so
    // the minimum is the answer's own duration, and a miss answering early would still show.
    const quickest = async (customerNumber: string) => {
      const times: number[] = [];
      for (const address of ['10.0.0.3', '10.0.0.13', '10.0.0.23']) {
        const botCheck = await solvedBotProof(sandboxes.dev().app);
        const t = Date.now();
        await start(sandboxes.dev().app, { customerNumber, dateOfBirth: '1968-11-23', botCheck }, address);
        times.push(Date.now() - t);
      }
      return Math.min(...times);
    };
    const match = await quickest('1000003');
    const miss = await quickest('9999998');
    expect(match).toBeGreaterThanOrEqual(400);
    expect(miss).toBeGreaterThanOrEqual(400);
    expect(Math.abs(match - miss)).toBeLessThan(150);
  });

  it('refuses a code from another customer\'s reset and a new password the policy refuses', async () => {
    const started = await start(sandboxes.dev().app, { customerNumber: '1000007', dateOfBirth: '1981-04-05', botCheck: await solvedBotProof(sandboxes.dev().app) }, '10.0.0.4');
    const code = codeIn(sandboxes.dev().sms.at(-1));
    const other = await complete({ resetId: started.json().resetId, customerNumber: '1000001', code, newPassword: NEW_PASSWORD }, '10.0.0.4');
    expect(other.json().message).toBe(PASSWORD_RESET_MESSAGES.codeFailed);
    const weak = await complete({ resetId: started.json().resetId, customerNumber: '1000007', code, newPassword: 'short' }, '10.0.0.4');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ NativeErrorCode: 4010, message: 'Your new password must be at least 12 characters long.' });
  });

  it('refuses bad input with a 4xx JSON body', async () => {
    const response = await start(sandboxes.dev().app, { customerNumber: 'abc', dateOfBirth: 'yesterday', botCheck: { bypass: true } }, '10.0.0.5');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
    const noProof = await start(sandboxes.dev().app, { ...TAMA }, '10.0.0.5');
    expect(noProof.statusCode).toBe(400);
  });

  it('needs the bot check: an unsolved proof fails, the bypass works in the sandbox and is refused elsewhere', async () => {
    const unsolved = await start(sandboxes.dev().app, { ...TAMA, botCheck: { challengeId: '00000000-0000-4000-8000-000000000000', nonce: 1 } }, '10.0.0.6');
    expect(unsolved.statusCode).toBe(400);
    expect(unsolved.json().message).toBe(BOT_CHECK_MESSAGES.failed);
    expect((await start(sandboxes.dev().app, { ...TAMA, botCheck: { bypass: true } }, '10.0.0.6')).statusCode).toBe(200);
    const refused = await start(sandboxes.production().app, { ...TAMA, botCheck: { bypass: true } }, '10.0.0.6');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BOT_CHECK_MESSAGES.bypassRefused);
  });

  it('limits starts per customer number, from any address, with 429 and Retry-After', async () => {
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await start(sandboxes.dev().app, { customerNumber: '1000001', dateOfBirth: '1992-03-14', botCheck: { bypass: true } }, `10.1.0.${i}`)).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
  });

  it('limits starts per address across customer numbers', async () => {
    let last = 200;
    let retryAfter: string | undefined;
    for (let i = 0; i < 21; i += 1) {
      const response = await start(sandboxes.dev().app, { customerNumber: `80000${String(i).padStart(2, '0')}`, dateOfBirth: '1990-01-01', botCheck: { bypass: true } }, '10.2.0.1');
      last = response.statusCode;
      retryAfter = response.headers['retry-after'] as string | undefined;
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  }, 30_000);

  it('is off when CustomerPasswordReset is off', async () => {
    await sandboxes.dev().db.query("UPDATE feature_flags SET enabled = false WHERE name = 'CustomerPasswordReset'");
    try {
      expect((await start(sandboxes.dev().app, { ...TAMA, botCheck: { bypass: true } }, '10.0.0.7')).statusCode).toBe(404);
    } finally {
      await sandboxes.dev().db.query("UPDATE feature_flags SET enabled = true WHERE name = 'CustomerPasswordReset'");
    }
  });

  it('keeps the lock when CustomerAccountUnlock is off for the customer, though the password changes', async () => {
    await lockOut('1000004');
    await sandboxes.dev().db.query("INSERT INTO customer_feature_flags (customer_number, name, enabled) VALUES ('1000004', 'CustomerAccountUnlock', false)");
    const started = await start(sandboxes.dev().app, { customerNumber: '1000004', dateOfBirth: '2003-05-09', botCheck: { bypass: true } }, '10.0.0.8');
    const code = codeIn(sandboxes.dev().sms.at(-1));
    expect((await complete({ resetId: started.json().resetId, customerNumber: '1000004', code, newPassword: NEW_PASSWORD }, '10.0.0.8')).statusCode).toBe(204);
    const response = await postToken(sandboxes.dev().app, { grant_type: 'password', username: '1000004', password: NEW_PASSWORD });
    expect(response.json().error).toBe('account_locked');
  });
});
