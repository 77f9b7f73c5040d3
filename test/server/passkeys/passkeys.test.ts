import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { readConfig } from '../../../server/platform/config';
import { balanceOf } from '../../support/moneySandbox';
import { SoftAuthenticator, type Options } from '../../support/softAuthenticator';
import {
  PASSWORD, apiGet, escalatedToken, login, postToken, refreshCookieOf, sessionSandbox, withStepUp, type LoggedIn, type SessionSandbox,
} from '../../support/sessionSandbox';

/**
 * Passkeys: registered under Security after the password and a step-up; a login
 * with one; a safeguarded payment approved with one, bound to that payment exactly as an SMS
 * code is. The authenticator is a software one (ES256, test/support/softAuthenticator.ts);
 * the server verifies with @simplewebauthn/server.
 */
let sandbox: SessionSandbox;
beforeAll(async () => {
  sandbox = await sessionSandbox({
    paymentSchedulerMs: 0,
    rateLimits: { ...readConfig({}).rateLimits, codeSendsPerCustomer: 100, codeChecksPerCustomer: 100 },
  });
  await sandbox.db.query("UPDATE accounts SET balance_cents = balance_cents + 5000000, available_cents = available_cents + 5000000 WHERE id = '1000001-1'");
});
afterAll(async () => { await sandbox.close(); });

const json = (method: 'POST' | 'DELETE', url: string, bearer: string, body?: unknown, headers: Record<string, string> = {}) => sandbox.app.inject({
  method, url, ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
});
const eventsOf = async (customer: string, type: string) => (await sandbox.db.query<{ detail: Record<string, unknown> }>(
  'SELECT detail FROM security_events WHERE customer_number = $1 AND type = $2 ORDER BY id', [customer, type])).rows;

/** The registration options, after the password and the SMS step-up. */
async function registrationOptions(session: LoggedIn, password = PASSWORD): Promise<LightMyRequestResponse> {
  // The current password may be checked 5 times in 15 minutes per customer; these tests register many times.
  await sandbox.db.query("DELETE FROM rate_limits WHERE bucket LIKE 'password-checks:%'");
  return withStepUp(sandbox.app, session, (bearer, operationId) =>
    json('POST', '/api/security/passkeys/options', bearer, { currentPassword: password }, operationId ? { 'x-operation-id': operationId } : {}));
}

/** A passkey registered for the session's customer on `authenticator`. */
async function register(session: LoggedIn, authenticator: SoftAuthenticator, name = 'My laptop') {
  const options = await registrationOptions(session);
  expect(options.statusCode).toBe(200);
  const { challengeId, options: creation } = options.json() as { challengeId: string; options: Options };
  return json('POST', '/api/security/passkeys', session.accessToken, { challengeId, name, credential: authenticator.create(creation) });
}

async function loginOptions(): Promise<{ challengeId: string; options: Options }> {
  const reply = await sandbox.app.inject({ method: 'POST', url: '/api/session/passkey-options', payload: '{}', headers: { 'content-type': 'application/json' } });
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

const passkeyLogin = (challengeId: string, assertion: unknown, extra: Record<string, string> = {}) =>
  postToken(sandbox.app, { grant_type: 'passkey', PasskeyChallengeId: challengeId, PasskeyResponse: JSON.stringify(assertion), ...extra });

describe('registering a passkey', () => {
  it('needs the current password and a step-up, then lists it by name and date, and logs it', async () => {
    const session = await login(sandbox.app, '1000001');
    const first = await json('POST', '/api/security/passkeys/options', session.accessToken, { currentPassword: PASSWORD });
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ NativeErrorCode: 6002 });
    expect(sandbox.sms.at(-1)).toContain('to add a passkey');
    const created = await register(session, new SoftAuthenticator(), 'Work laptop');
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ id: expect.any(String), name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null, approvesFrom: expect.any(String) });
    // It may approve a step-up a day after it was added (PASSKEY_COOLING_OFF_HOURS), by the sandbox clock.
    const { createdAt, approvesFrom } = created.json() as { createdAt: string; approvesFrom: string };
    expect(Math.abs(Date.parse(approvesFrom) - Date.parse(createdAt) - 24 * 3600_000)).toBeLessThan(5_000);
    const list = (await apiGet(sandbox.app, '/api/security/passkeys', session.accessToken)).json();
    expect(list.passkeys).toContainEqual(created.json());
    expect(await eventsOf('1000001', 'passkey-added')).toContainEqual({ detail: expect.objectContaining({ keyName: 'Work laptop' }) });
    // Announced on the mobile the customer already had, with the waiting period.
    expect(sandbox.sms.at(-1)).toMatch(/^SMS to .*A passkey was added to your internet banking\. For your protection it can approve payments and changes only after a day\./);
  });

  it('refuses a wrong current password before any code is sent (no SMS, no step-up, no challenge)', async () => {
    const session = await login(sandbox.app, '1000001');
    await sandbox.db.query("DELETE FROM rate_limits WHERE bucket LIKE 'password-checks:%'");
    const sent = sandbox.sms.length;
    const reply = await json('POST', '/api/security/passkeys/options', session.accessToken, { currentPassword: 'not-my-password-at-all' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: 'Your current password is incorrect.' });
    expect(sandbox.sms.length).toBe(sent);
    expect(reply.json()).not.toHaveProperty('operationId');
  });

  it('refuses an attestation made for another origin, and spends the challenge with the first answer', async () => {
    const session = await login(sandbox.app, '1000001');
    const { challengeId, options } = (await registrationOptions(session)).json() as { challengeId: string; options: Options };
    const authenticator = new SoftAuthenticator();
    const phished = await json('POST', '/api/security/passkeys', session.accessToken,
      { challengeId, name: 'x', credential: authenticator.create(options, { origin: 'https://kowhai-bank.example' }) });
    expect(phished.statusCode).toBe(400);
    const again = await json('POST', '/api/security/passkeys', session.accessToken, { challengeId, name: 'x', credential: authenticator.create(options) });
    expect(again.statusCode).toBe(400);
    expect(await eventsOf('1000001', 'passkey-add-refused')).not.toHaveLength(0);
  });

  it('refuses a challenge past its time on the sandbox clock, and one of another session', async () => {
    const session = await login(sandbox.app, '1000001');
    const other = await login(sandbox.app, '1000001');
    const { challengeId, options } = (await registrationOptions(session)).json() as { challengeId: string; options: Options };
    const authenticator = new SoftAuthenticator();
    const elsewhere = await json('POST', '/api/security/passkeys', other.accessToken, { challengeId, name: 'x', credential: authenticator.create(options) });
    expect(elsewhere.statusCode).toBe(400);
    const late = (await registrationOptions(session)).json() as { challengeId: string; options: Options };
    await sandbox.db.query("UPDATE webauthn_challenges SET expires_at = sandbox_now() - interval '1 second' WHERE id = $1", [late.challengeId]);
    const expired = await json('POST', '/api/security/passkeys', session.accessToken, { challengeId: late.challengeId, name: 'x', credential: authenticator.create(late.options) });
    expect(expired.statusCode).toBe(400);
  });
});

describe('logging in with a passkey', () => {
  let authenticator: SoftAuthenticator;
  beforeAll(async () => {
    authenticator = new SoftAuthenticator();
    expect((await register(await login(sandbox.app, '1000001'), authenticator, 'Phone')).statusCode).toBe(200);
  });

  it('logs in with a discoverable passkey: no customer number needed, the session is the passkey\'s customer', async () => {
    const { challengeId, options } = await loginOptions();
    expect(options).toMatchObject({ userVerification: 'required', allowCredentials: [] });
    const reply = await passkeyLogin(challengeId, authenticator.get(options));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ customerNumber: '1000001', token_type: 'Bearer' });
    expect(refreshCookieOf(reply)).toBeTruthy();
    expect(await eventsOf('1000001', 'login-passkey')).not.toHaveLength(0);
  });

  it('refuses a replayed assertion (the challenge is spent), another origin, no user verification, a cloned counter', async () => {
    const { challengeId, options } = await loginOptions();
    const assertion = authenticator.get(options);
    expect((await passkeyLogin(challengeId, assertion)).statusCode).toBe(200);
    expect((await passkeyLogin(challengeId, assertion)).json()).toMatchObject({ error: 'invalid_grant' });
    const phishing = await loginOptions();
    expect((await passkeyLogin(phishing.challengeId, authenticator.get(phishing.options, { origin: 'https://kowhai-bank.example' }))).statusCode).toBe(400);
    const noUv = await loginOptions();
    authenticator.userVerified = false;
    const unverified = await passkeyLogin(noUv.challengeId, authenticator.get(noUv.options));
    authenticator.userVerified = true;
    expect(unverified.statusCode).toBe(400);
    const cloned = await loginOptions();
    expect((await passkeyLogin(cloned.challengeId, authenticator.get(cloned.options, { signCount: 1 }))).statusCode).toBe(400);
    expect(await eventsOf('1000001', 'login-passkey-failed')).not.toHaveLength(0);
  });

  it('refuses the passkey for another typed customer number, and a challenge past its time', async () => {
    const { challengeId, options } = await loginOptions();
    expect((await passkeyLogin(challengeId, authenticator.get(options), { username: '1000004' })).statusCode).toBe(400);
    const late = await loginOptions();
    await sandbox.db.query("UPDATE webauthn_challenges SET expires_at = sandbox_now() - interval '1 second' WHERE id = $1", [late.challengeId]);
    expect((await passkeyLogin(late.challengeId, authenticator.get(late.options))).statusCode).toBe(400);
  });
});

describe('approving a payment with a passkey', () => {
  let authenticator: SoftAuthenticator;
  let session: LoggedIn;
  beforeAll(async () => {
    session = await login(sandbox.app, '1000001');
    authenticator = new SoftAuthenticator();
    expect((await register(session, authenticator, 'Approver')).statusCode).toBe(200);
    // A passkey added in the last 24 hours approves nothing and holds a payment to someone new (the
    // scam rules; 'a passkey added today' below proves both): these tests are about the approval,
    // so the addition is made a day old.
    await sandbox.db.query("UPDATE factor_changes SET changed_at = sandbox_now() - interval '2 days' WHERE customer_number = '1000001'");
    await sandbox.db.query("UPDATE passkeys SET approves_from = sandbox_now() - interval '1 second' WHERE customer_number = '1000001'");
  });

  const PAY_1500 = {
    fromAccountId: '1000001-1', to: { accountNumber: '12-3140-1573925-00', name: 'Harcourts Rentals' }, amountCents: 150_000, particulars: '', code: '', reference: 'Bond',
    purpose: 'bill-or-invoice', riskAcknowledged: true,
  };
  const pay = (bearer: string, body: object, operationId?: string) => json('POST', '/api/payments', bearer, body,
    { 'idempotency-key': randomUUID(), ...(operationId ? { 'x-operation-id': operationId } : {}) });
  const approvalOptions = (operationId: string) => json('POST', '/api/escalation/passkey-options', session.accessToken, undefined, { 'x-operation-id': operationId });
  const approve = (operationId: string, challengeId: string, assertion: unknown) => postToken(sandbox.app,
    { grant_type: 'escalation', authenticationSubType: 'escalate', PasskeyChallengeId: challengeId, PasskeyResponse: JSON.stringify(assertion) },
    { cookie: `SessionStore=${session.refreshToken}`, 'x-operation-id': operationId });

  it('offers the passkey on the 6002, and pays once with the passkey\'s escalated token', async () => {
    const before = await balanceOf(sandbox.db, '1000001-1');
    const challenge = await pay(session.accessToken, PAY_1500);
    expect(challenge.json()).toMatchObject({ NativeErrorCode: 6002, passkey: true, operationId: expect.any(String) });
    const { operationId } = challenge.json() as { operationId: string };
    const { challengeId, options } = (await approvalOptions(operationId)).json() as { challengeId: string; options: Options };
    const granted = await approve(operationId, challengeId, authenticator.get(options, { credential: 0 }));
    expect(granted.statusCode).toBe(200);
    const token = granted.json().access_token as string;
    expect((await pay(token, PAY_1500, operationId)).statusCode).toBe(200);
    expect((await pay(token, PAY_1500, operationId)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await balanceOf(sandbox.db, '1000001-1')).balance).toBe(before.balance - PAY_1500.amountCents);
    expect(await eventsOf('1000001', 'step-up-passkey')).toContainEqual({ detail: { operationId } });
  });

  it('an assertion for one payment cannot approve another, nor a changed one', async () => {
    const before = await balanceOf(sandbox.db, '1000001-1');
    const a = (await pay(session.accessToken, PAY_1500)).json().operationId as string;
    // (Under the daily limit for payments to others after the test above: $5,000.)
    const b = (await pay(session.accessToken, { ...PAY_1500, amountCents: 500_000 })).json().operationId as string;
    const forA = (await approvalOptions(a)).json() as { challengeId: string; options: Options };
    // A's challenge and signature, presented for B: refused.
    expect((await approve(b, forA.challengeId, authenticator.get(forA.options))).statusCode).toBe(400);
    // B's challenge id with an assertion over A's challenge bytes: the signature names A, refused.
    const forA2 = (await approvalOptions(a)).json() as { challengeId: string; options: Options };
    const forB = (await approvalOptions(b)).json() as { challengeId: string; options: Options };
    expect((await approve(b, forB.challengeId, authenticator.get(forA2.options))).statusCode).toBe(400);
    // A approved, then the request changed to $5,000: 403 4004, nothing paid.
    const forA3 = (await approvalOptions(a)).json() as { challengeId: string; options: Options };
    const token = (await approve(a, forA3.challengeId, authenticator.get(forA3.options))).json().access_token as string;
    const changed = await pay(token, { ...PAY_1500, amountCents: 500_000 }, a);
    expect(changed.statusCode).toBe(403);
    expect(changed.json()).toMatchObject({ NativeErrorCode: 4004 });
    expect((await balanceOf(sandbox.db, '1000001-1')).balance).toBe(before.balance);
    expect(await eventsOf('1000001', 'step-up-passkey-failed')).not.toHaveLength(0);
  });

  it('gives no approval challenge for another session\'s operation', async () => {
    const other = await login(sandbox.app, '1000001');
    const operationId = (await pay(other.accessToken, PAY_1500)).json().operationId as string;
    expect((await approvalOptions(operationId)).statusCode).toBe(404);
  });

  it('with no mobile that can take codes, the passkey alone approves (no SMS)', async () => {
    const phones = await sandbox.db.query<{ id: number }>("SELECT id FROM customer_phones WHERE customer_number = '1000001' AND type ILIKE '%mobile%'");
    await sandbox.db.query("UPDATE customer_phones SET approves_from = sandbox_now() + interval '1 day' WHERE customer_number = '1000001'");
    try {
      const sent = sandbox.sms.length;
      const challenge = await pay(session.accessToken, PAY_1500);
      expect(challenge.json()).toMatchObject({ NativeErrorCode: 6002, passkey: true, smsSent: false, message: 'Approve this with your passkey to continue.' });
      expect(sandbox.sms.length).toBe(sent);
    } finally {
      await sandbox.db.query('UPDATE customer_phones SET approves_from = NULL WHERE id = ANY($1)', [phones.rows.map((r) => r.id)]);
    }
  });
});

describe('removing a passkey', () => {
  const remove = (id: string, bearer: string, body?: unknown, headers: Record<string, string> = {}) =>
    json('DELETE', `/api/security/passkeys/${encodeURIComponent(id)}`, bearer, body, headers);
  const idsOf = async (session: LoggedIn) =>
    ((await apiGet(sandbox.app, '/api/security/passkeys', session.accessToken)).json() as { passkeys: { id: string }[] }).passkeys.map((p) => p.id);
  const clearPasswordChecks = () => sandbox.db.query("DELETE FROM rate_limits WHERE bucket LIKE 'password-checks:%'");

  it('needs the current password, then a step-up; touches only the customer\'s own passkeys, and is logged', async () => {
    const session = await login(sandbox.app, '1000001');
    const created = (await register(session, new SoftAuthenticator(), 'Old phone')).json() as { id: string };
    await clearPasswordChecks();
    const jack = await login(sandbox.app, '1000004');
    expect((await remove(created.id, jack.accessToken, { currentPassword: PASSWORD })).statusCode).toBe(404);
    const first = await remove(created.id, session.accessToken, { currentPassword: PASSWORD });
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ NativeErrorCode: 6002 });
    expect(sandbox.sms.at(-1)).toContain('remove a passkey');
    const token = await escalatedToken(sandbox.app, session, first.json().operationId);
    const removed = await remove(created.id, token, { currentPassword: PASSWORD }, { 'x-operation-id': first.json().operationId });
    expect(removed.statusCode).toBe(204);
    expect(await idsOf(session)).not.toContain(created.id);
    expect(await eventsOf('1000001', 'passkey-removed')).not.toHaveLength(0);
  });

  it('without the password, or with a wrong one: 400 4010, nothing removed, no code sent, the refusal logged', async () => {
    const session = await login(sandbox.app, '1000001');
    const created = (await register(session, new SoftAuthenticator(), 'Stolen-session target')).json() as { id: string };
    await clearPasswordChecks();
    const texts = sandbox.sms.length;
    const refusalsBefore = (await eventsOf('1000001', 'passkey-remove-refused')).length;
    for (const body of [undefined, {}, { currentPassword: '' }, { currentPassword: 'not-my-password-at-all' }]) {
      const reply = await remove(created.id, session.accessToken, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ NativeErrorCode: 4010, message: 'Your current password is incorrect.' });
    }
    expect(sandbox.sms).toHaveLength(texts);
    expect(await idsOf(session)).toContain(created.id);
    expect(await eventsOf('1000001', 'passkey-remove-refused')).toHaveLength(refusalsBefore + 4);
    // An escalated token from elsewhere buys nothing without the password either.
    const other = await remove(created.id, session.accessToken, { currentPassword: PASSWORD });
    const token = await escalatedToken(sandbox.app, session, other.json().operationId);
    const wrongRetry = await remove(created.id, token, { currentPassword: 'not-my-password-at-all' }, { 'x-operation-id': other.json().operationId });
    expect(wrongRetry.statusCode).toBe(400);
    expect(await idsOf(session)).toContain(created.id);
  });

  it('is refused with 429 past 5 password checks in 15 minutes, even with the right password, and nothing is removed', async () => {
    const session = await login(sandbox.app, '1000001');
    const created = (await register(session, new SoftAuthenticator(), 'Tablet')).json() as { id: string };
    await clearPasswordChecks();
    for (let i = 0; i < 5; i += 1) expect((await remove(created.id, session.accessToken, { currentPassword: `wrong-${i}-password` })).statusCode).toBe(400);
    const texts = sandbox.sms.length;
    const throttled = await remove(created.id, session.accessToken, { currentPassword: PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ message: 'Too many incorrect passwords. Try again later.' });
    expect(sandbox.sms).toHaveLength(texts);
    expect(await idsOf(session)).toContain(created.id);
    await clearPasswordChecks();
  });

  it('counts only wrong passwords: three removals in a row (each asks twice) use none of the 5 tries', async () => {
    const session = await login(sandbox.app, '1000001');
    const ids: string[] = [];
    for (const name of ['Spare 1', 'Spare 2', 'Spare 3']) ids.push(((await register(session, new SoftAuthenticator(), name)).json() as { id: string }).id);
    await clearPasswordChecks();
    expect((await remove(ids[0]!, session.accessToken, { currentPassword: 'one-wrong-guess' })).statusCode).toBe(400);
    for (const id of ids) {
      const removed = await withStepUp(sandbox.app, session, (bearer, operationId) =>
        remove(id, bearer, { currentPassword: PASSWORD }, operationId ? { 'x-operation-id': operationId } : {}));
      expect(removed.statusCode).toBe(204);
    }
    const { rows } = await sandbox.db.query<{ hits: number }>("SELECT hits FROM rate_limits WHERE bucket = 'password-checks:customer:1000001'");
    // Summed: the 15-minute window may turn over mid-test.
    expect(rows.reduce((sum, r) => sum + Number(r.hits), 0)).toBe(1);
  });

  it('is in the OpenAPI document with its body and its 400 and 429', async () => {
    const openapi = (await sandbox.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const route = openapi.paths['/api/security/passkeys/{id}'].delete;
    expect(JSON.stringify(route.requestBody)).toContain('currentPassword');
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['204', '400', '403', '404', '429']));
  });

  it('refuses a body with anything but the password (400 4010)', async () => {
    const session = await login(sandbox.app, '1000001');
    const reply = await remove('any-id', session.accessToken, { currentPassword: PASSWORD, alsoRemove: 'everything' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ NativeErrorCode: 4010 });
  });
});

// Last in the file: it moves the sandbox clock a day, which ends every session opened before.
describe('a passkey added today', () => {
  it('approves nothing until the clock has moved a day: no passkey on the 6002, no approval challenge, an assertion refused', async () => {
    const cloned = await sandbox.app.inject({ method: 'POST', url: '/dev/customers', payload: { template: '1000001' } });
    const customer = (cloned.json() as { customerNumber: string }).customerNumber;
    const { rows: [from] } = await sandbox.db.query<{ id: string }>(
      "SELECT id FROM accounts WHERE customer_number = $1 AND product = 'everyday' ORDER BY id LIMIT 1", [customer]);
    const payment = {
      fromAccountId: from!.id, to: { accountNumber: '12-3140-1573925-00', name: 'Harcourts Rentals' }, amountCents: 150_000, particulars: '', code: '',
      reference: 'Bond', purpose: 'bill-or-invoice', riskAcknowledged: true,
    };
    const authenticator = new SoftAuthenticator();
    let session = await login(sandbox.app, customer);
    expect((await register(session, authenticator, 'Phished')).statusCode).toBe(200);
    // Only the waiting period is under test here, not the scam rules' day after a factor change.
    await sandbox.db.query("UPDATE factor_changes SET changed_at = sandbox_now() - interval '2 days' WHERE customer_number = $1", [customer]);
    const pay = (bearer: string, operationId?: string) => json('POST', '/api/payments', bearer, payment,
      { 'idempotency-key': randomUUID(), ...(operationId ? { 'x-operation-id': operationId } : {}) });
    const optionsFor = (operationId: string) => json('POST', '/api/escalation/passkey-options', session.accessToken, undefined, { 'x-operation-id': operationId });
    const approve = (operationId: string, challengeId: string, assertion: unknown) => postToken(sandbox.app,
      { grant_type: 'escalation', authenticationSubType: 'escalate', PasskeyChallengeId: challengeId, PasskeyResponse: JSON.stringify(assertion) },
      { cookie: `SessionStore=${session.refreshToken}`, 'x-operation-id': operationId });

    // With a mobile: the code goes by SMS, and the passkey is not offered.
    const stepUp = await pay(session.accessToken);
    expect(stepUp.statusCode).toBe(403);
    expect(stepUp.json()).toMatchObject({ NativeErrorCode: 6002, sentBy: 'sms' });
    expect(stepUp.json()).not.toHaveProperty('passkey');
    const operationId = (stepUp.json() as { operationId: string }).operationId;
    const waiting = await optionsFor(operationId);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toMatchObject({ NativeErrorCode: 6001, message: expect.stringMatching(/^Your new passkey can approve payments and changes from .+\. Until then, call us on /) });

    // An approval challenge made while an older passkey approved (here: the row aged back) is
    // refused once the passkey waits: the server decides at the approval, not at the challenge.
    await sandbox.db.query("UPDATE passkeys SET approves_from = sandbox_now() - interval '1 second' WHERE customer_number = $1", [customer]);
    const challenge = (await optionsFor(operationId)).json() as { challengeId: string; options: Options };
    await sandbox.db.query("UPDATE passkeys SET approves_from = sandbox_now() + interval '1 day' WHERE customer_number = $1", [customer]);
    const refused = await approve(operationId, challenge.challengeId, authenticator.get(challenge.options));
    expect(refused.statusCode).toBe(400);
    expect(await eventsOf(customer, 'step-up-passkey-failed')).toContainEqual({ detail: { operationId, reason: 'passkey still in its waiting period' } });

    // With no mobile that can take codes: 6001 says from when the passkey approves; no SMS, no email.
    await sandbox.db.query("UPDATE customer_phones SET approves_from = sandbox_now() + interval '2 days' WHERE customer_number = $1", [customer]);
    const sent = sandbox.sms.length;
    const noFactor = await pay(session.accessToken);
    expect(noFactor.json()).toMatchObject({ NativeErrorCode: 6001, message: expect.stringMatching(/^Your new passkey can approve payments and changes from /) });
    expect(sandbox.sms.length).toBe(sent);
    await sandbox.db.query('UPDATE customer_phones SET approves_from = NULL WHERE customer_number = $1', [customer]);

    // A day later on the sandbox clock it approves.
    const moved = await sandbox.app.inject({ method: 'POST', url: '/dev/clock', payload: { by: '+25h' } });
    expect(moved.statusCode).toBe(200);
    session = await login(sandbox.app, customer);
    const later = await pay(session.accessToken);
    expect(later.json()).toMatchObject({ NativeErrorCode: 6002, passkey: true });
    const laterId = (later.json() as { operationId: string }).operationId;
    const fresh = (await optionsFor(laterId)).json() as { challengeId: string; options: Options };
    const granted = await approve(laterId, fresh.challengeId, authenticator.get(fresh.options));
    expect(granted.statusCode).toBe(200);
    expect((await pay(granted.json().access_token as string, laterId)).statusCode).toBe(200);
  });
});
