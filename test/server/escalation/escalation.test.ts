import type { FastifyInstance } from 'fastify';
import { apiGet, oneTimeCodeFor, login, postToken, sessionSandbox, type LoggedIn, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

const NEW_PASSWORD = 'Harbour-Bridge-42';

function changePassword(app: FastifyInstance, bearer: string, body: object, operationId?: string) {
  return app.inject({
    method: 'POST', url: '/api/security/password', payload: body,
    headers: { authorization: `Bearer ${bearer}`, ...(operationId ? { 'x-operation-id': operationId } : {}) },
  });
}

function escalate(app: FastifyInstance, session: LoggedIn, operationId: string, code: string) {
  return postToken(app, { grant_type: 'escalation', ChallengeResponse: code, authenticationSubType: 'escalate' },
    { cookie: `SessionStore=${session.refreshToken}`, 'x-operation-id': operationId });
}

const codeFor = (operationId: string) => oneTimeCodeFor(sandbox.app, operationId);

const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('escalation for a protected operation (change password)', () => {
  it('challenges with 6002, sends a 6-digit code by "SMS", and takes the escalated token for that operation', async () => {
    const session = await login(sandbox.app, '1000007');
    const body = { currentPassword: 'Kowhai-2026!', newPassword: NEW_PASSWORD };
    const challenge = await changePassword(sandbox.app, session.accessToken, body);
    expect(challenge.statusCode).toBe(403);
    expect(challenge.json()).toEqual({ NativeErrorCode: 6002, message: expect.any(String), operationId: expect.any(String), sentBy: 'sms', sentTo: '021 *** 0707' });
    const { operationId } = challenge.json();

    const code = await codeFor(operationId);
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(sandbox.sms.at(-1)).toBe(`SMS to 021 *** 0707: Kōwhai Bank: code ${code} to change your password. Never share this code.`);
    const listed = (await apiGet(sandbox.app, '/dev/one-time-codes?customerNumber=1000007')).json();
    expect(listed[0]).toEqual({ customerNumber: '1000007', operationId, code, purpose: 'change-password', createdAt: expect.any(String) });

    const grant = await escalate(sandbox.app, session, operationId, code);
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', lowpriv_in: expect.any(Number), customerNumber: '1000007' });
    const escalated = grant.json().access_token;

    // The escalated token opens only its operation …
    expect((await apiGet(sandbox.app, '/api/accounts', escalated)).statusCode).toBe(403);
    expect((await changePassword(sandbox.app, escalated, body, operationId)).statusCode).toBe(204);
    // … once: the operation is done, so the same token opens nothing any more (403 4004).
    expect((await changePassword(sandbox.app, escalated, { currentPassword: NEW_PASSWORD, newPassword: 'Another-one-99' }, operationId)).json())
      .toMatchObject({ NativeErrorCode: 4004 });
    expect((await postToken(sandbox.app, { grant_type: 'password', username: '1000007', password: NEW_PASSWORD })).statusCode).toBe(200);
    const hash = await sandbox.db.query<{ password_hash: string }>("SELECT password_hash FROM customers WHERE customer_number = '1000007'");
    expect(hash.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('ends the customer\'s other sessions when the password changes', async () => {
    const other = await login(sandbox.app, '1000006');
    const session = await login(sandbox.app, '1000006');
    const body = { currentPassword: 'Kowhai-2026!', newPassword: NEW_PASSWORD };
    const { operationId } = (await changePassword(sandbox.app, session.accessToken, body)).json();
    const escalated = (await escalate(sandbox.app, session, operationId, await codeFor(operationId))).json().access_token;
    expect((await changePassword(sandbox.app, escalated, body, operationId)).statusCode).toBe(204);
    expect((await apiGet(sandbox.app, '/api/accounts', other.accessToken)).json()).toMatchObject({ NativeErrorCode: 98 });
    expect((await apiGet(sandbox.app, '/api/accounts', session.accessToken)).statusCode).toBe(200);
  });

  it('counts wrong codes: the fifth voids the operation, then invalid_request', async () => {
    const session = await login(sandbox.app);
    const { operationId } = (await changePassword(sandbox.app, session.accessToken, { currentPassword: 'x', newPassword: NEW_PASSWORD })).json();
    const code = await codeFor(operationId);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await escalate(sandbox.app, session, operationId, wrong(code));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_grant' });
    }
    expect((await escalate(sandbox.app, session, operationId, code)).json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answers invalid_request for an unknown, expired or another session\'s operation', async () => {
    const session = await login(sandbox.app);
    expect((await escalate(sandbox.app, session, 'no-such-operation', '123456')).json()).toMatchObject({ error: 'invalid_request' });

    const { operationId } = (await changePassword(sandbox.app, session.accessToken, { currentPassword: 'x', newPassword: NEW_PASSWORD })).json();
    const code = await codeFor(operationId);
    const stranger = await login(sandbox.app);
    expect((await escalate(sandbox.app, stranger, operationId, code)).json()).toMatchObject({ error: 'invalid_request' });
    await sandbox.db.query("UPDATE one_time_codes SET expires_at = sandbox_now() - interval '1 second' WHERE operation_id = $1", [operationId]);
    expect((await escalate(sandbox.app, session, operationId, code)).json()).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses an escalated token past its 5 minutes (403 4004): it opens nothing, not even its own operation', async () => {
    const session = await login(sandbox.app, '1000004');
    const body = { currentPassword: 'Kowhai-2026!', newPassword: NEW_PASSWORD };
    const { operationId } = (await changePassword(sandbox.app, session.accessToken, body)).json();
    const escalated = (await escalate(sandbox.app, session, operationId, await codeFor(operationId))).json().access_token;
    await sandbox.db.query("UPDATE access_tokens SET expires_at = sandbox_now() - interval '1 second' WHERE operation_id = $1", [operationId]);
    const refused = await changePassword(sandbox.app, escalated, body, operationId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ NativeErrorCode: 4004, message: 'That approval has expired, so nothing was done. Start again and we will send you a new code.' });
  });

  it('does not take an escalated token with another operation id', async () => {
    const session = await login(sandbox.app, '1000005');
    const body = { currentPassword: 'Kowhai-2026!', newPassword: NEW_PASSWORD };
    const { operationId } = (await changePassword(sandbox.app, session.accessToken, body)).json();
    const escalated = (await escalate(sandbox.app, session, operationId, await codeFor(operationId))).json().access_token;
    const refused = await changePassword(sandbox.app, escalated, body, 'another-operation');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ NativeErrorCode: 4004, message: 'This token is only valid for the operation it was escalated for.' });
  });

  it('answers 6006 without sending anything for a customer with no mobile', async () => {
    const session = await login(sandbox.app, '1000002');
    const before = sandbox.sms.length;
    const response = await changePassword(sandbox.app, session.accessToken, { currentPassword: 'Kowhai-2026!', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ NativeErrorCode: 6006, message: expect.stringContaining('mobile') });
    expect(sandbox.sms.length).toBe(before);
  });

  it('says 4010 "Your current password is incorrect." once escalated, and keeps the token for a retry', async () => {
    const session = await login(sandbox.app, '1000003');
    const bad = { currentPassword: 'Not-my-password-1', newPassword: NEW_PASSWORD };
    const { operationId } = (await changePassword(sandbox.app, session.accessToken, bad)).json();
    const escalated = (await escalate(sandbox.app, session, operationId, await codeFor(operationId))).json().access_token;
    const response = await changePassword(sandbox.app, escalated, bad, operationId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ NativeErrorCode: 4010, message: 'Your current password is incorrect.' });
    const retry = await changePassword(sandbox.app, escalated, { currentPassword: 'Kowhai-2026!', newPassword: NEW_PASSWORD }, operationId);
    expect(retry.statusCode).toBe(204);
  });

  it.each([
    ['11 characters', 'abcdefgh123'],
    ['129 characters', `a1${'x'.repeat(127)}`],
    ['4 characters', 'ab12'],
    ['a breached one', 'password1234'],
    ['the customer number', '1000001'],
    ['the current password', 'Kowhai-2026!'],
  ])('refuses a new password of %s with 400 4010 before any code is sent', async (_label, newPassword) => {
    const session = await login(sandbox.app);
    const before = sandbox.sms.length;
    const response = await changePassword(sandbox.app, session.accessToken, { currentPassword: 'Kowhai-2026!', newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ NativeErrorCode: 4010, message: expect.any(String) });
    expect(sandbox.sms.length).toBe(before);
  });

  it.each([
    ['a missing ChallengeResponse', { grant_type: 'escalation', authenticationSubType: 'escalate' }],
    ['a code that is not 6 digits', { grant_type: 'escalation', authenticationSubType: 'escalate', ChallengeResponse: '12ab56' }],
    ['a wrong authenticationSubType', { grant_type: 'escalation', authenticationSubType: 'other', ChallengeResponse: '123456' }],
  ])('refuses %s with invalid_request', async (_label, form) => {
    const session = await login(sandbox.app);
    const response = await postToken(sandbox.app, form, { cookie: `SessionStore=${session.refreshToken}`, 'x-operation-id': 'op' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses an escalation without the X-Operation-Id header, or without a session cookie', async () => {
    const session = await login(sandbox.app);
    const form = { grant_type: 'escalation', authenticationSubType: 'escalate', ChallengeResponse: '123456' };
    expect((await postToken(sandbox.app, form, { cookie: `SessionStore=${session.refreshToken}` })).json()).toMatchObject({ error: 'invalid_request' });
    expect((await postToken(sandbox.app, form, { 'x-operation-id': 'op' })).json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('in production', () => {
  let production: SessionSandbox;
  beforeAll(async () => { production = await sessionSandbox({ production: true }); });
  afterAll(async () => { await production.close(); });

  it.each([
    ['GET', '/dev/one-time-codes'], ['POST', '/dev/system-status'], ['GET', '/dev/feature-flags'],
    ['POST', '/dev/feature-flags'], ['POST', '/dev/unlock'],
  ] as const)('has no %s %s', async (method, url) => {
    const response = await production.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});
