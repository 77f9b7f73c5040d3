import type { InjectOptions } from 'fastify';
import { login, postToken, sessionSandbox, type LoggedIn, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
let session: LoggedIn;
beforeAll(async () => {
  sandbox = await sessionSandbox();
  session = await login(sandbox.app);
});
afterAll(async () => { await sandbox.close(); });

const bearer = () => ({ authorization: `Bearer ${session.accessToken}` });
const json = { 'content-type': 'application/json' };

/** Every new endpoint meets malformed input with a 4xx JSON body, never a 500 or HTML. */
const CASES: [string, () => InjectOptions][] = [
  ['password change: not JSON', () => ({ method: 'POST', url: '/api/security/password', headers: { ...bearer(), ...json }, payload: '{"currentPassword":' })],
  ['password change: an array', () => ({ method: 'POST', url: '/api/security/password', headers: { ...bearer(), ...json }, payload: '[]' })],
  ['password change: missing field', () => ({ method: 'POST', url: '/api/security/password', headers: bearer(), payload: { currentPassword: 'x' } })],
  ['password change: wrong type', () => ({ method: 'POST', url: '/api/security/password', headers: bearer(), payload: { currentPassword: 1, newPassword: true } })],
  ['password change: extra field', () => ({ method: 'POST', url: '/api/security/password', headers: bearer(), payload: { currentPassword: 'a', newPassword: 'b', admin: true } })],
  ['password change: 201-char field', () => ({ method: 'POST', url: '/api/security/password', headers: bearer(), payload: { currentPassword: 'a', newPassword: 'b'.repeat(201) } })],
  ['password change: text/plain', () => ({ method: 'POST', url: '/api/security/password', headers: { ...bearer(), 'content-type': 'text/plain' }, payload: 'hello' })],
  ['password change: 100 kB body', () => ({ method: 'POST', url: '/api/security/password', headers: bearer(), payload: { currentPassword: 'a'.repeat(100_000), newPassword: 'b' } })],
  ['password change: no token', () => ({ method: 'POST', url: '/api/security/password', payload: { currentPassword: 'a', newPassword: 'b' } })],
  ['mark read: SQL in the id', () => ({ method: 'POST', url: "/api/messages/'%20OR%201=1--/read", headers: bearer() })],
  ['mark read: unicode id', () => ({ method: 'POST', url: '/api/messages/%F0%9F%90%A6/read', headers: bearer() })],
  ['mark read: GET instead of POST', () => ({ method: 'GET', url: '/api/messages/x/read', headers: bearer() })],
  ['messages: a 10 kB bearer', () => ({ method: 'GET', url: '/api/messages', headers: { authorization: `Bearer ${'x'.repeat(10_000)}` } })],
  ['features: Basic instead of Bearer', () => ({ method: 'GET', url: '/api/features', headers: { authorization: 'Basic abc' } })],
  ['customer actions: a strange X-Customer-Number', () => ({ method: 'GET', url: '/api/customer-actions', headers: { ...bearer(), 'x-customer-number': "1' OR '1'='1" } })],
  ['system status: POST', () => ({ method: 'POST', url: '/api/system/status', headers: json, payload: {} })],
  ['dev unlock: malformed customer', () => ({ method: 'POST', url: '/dev/unlock', headers: json, payload: { customerNumber: 1000001 } })],
  ['dev unlock: no body', () => ({ method: 'POST', url: '/dev/unlock', headers: json })],
  ['dev codes: malformed customer filter', () => ({ method: 'GET', url: '/dev/one-time-codes?customerNumber=abc' })],
  ['dev codes: unknown query parameter', () => ({ method: 'GET', url: '/dev/one-time-codes?limit=5' })],
  ['dev flags: enabled as a number', () => ({ method: 'POST', url: '/dev/feature-flags', headers: json, payload: { name: 'HomeLoan', enabled: 1 } })],
  ['dev flags: an 81-char name', () => ({ method: 'POST', url: '/dev/feature-flags', headers: json, payload: { name: 'x'.repeat(81), enabled: true } })],
];

describe('bad input on the session, status, flags and messages endpoints', () => {
  it.each(CASES)('%s → 4xx JSON', async (_label, request) => {
    const response = await sandbox.app.inject(request());
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toHaveProperty('message');
  });

  it.each([
    ['an overlong X-Operation-Id', { grant_type: 'escalation', authenticationSubType: 'escalate', ChallengeResponse: '123456' }, { 'x-operation-id': 'x'.repeat(65) }],
    ['a 201-char refresh token', { grant_type: 'refresh_token', refresh_token: 'x'.repeat(201) }, {}],
    ['an escalation field in a refresh', { grant_type: 'refresh_token', refresh_token: 'cookie', Nonsense: '1' }, {}],
  ])('/token refuses %s with 400 invalid_request', async (_label, form, headers) => {
    const response = await postToken(sandbox.app, form as Record<string, string>, headers as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });
});
