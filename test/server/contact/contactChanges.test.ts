import type { FastifyInstance } from 'fastify';
import { PASSWORD_TRIES_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../../../server/contact/currentPassword';
import { CODES_TO_ONE_ADDRESS_PER_DAY } from '../../../server/contact/changeRoutes';
import { PASSWORD, apiGet, escalatedToken, oneTimeCodeFor, login, sessionSandbox, type LoggedIn, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

const send = (app: FastifyInstance, method: 'POST' | 'PUT', url: string, bearer: string, body: unknown, operationId?: string) => app.inject({
  method, url, payload: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...(operationId ? { 'x-operation-id': operationId } : {}) },
});

const codeFor = (operationId: string) => oneTimeCodeFor(sandbox.app, operationId);
const escalated = (session: LoggedIn, operationId: string) => escalatedToken(sandbox.app, session, operationId);

const contactOf = async (token: string) => (await apiGet(sandbox.app, '/api/contact', token)).json();
const sendCode = (token: string, channel: string, to: string) => send(sandbox.app, 'POST', '/api/contact/codes', token, { channel, to });

describe('adding a mobile number', () => {
  it("Liam (no mobile) adds one with the code texted to it and the step-up code emailed to him, and is no longer asked to set one up", async () => {
    const session = await login(sandbox.app, '1000002');
    const sent = await sendCode(session.accessToken, 'sms', '+64 22 555 0202');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sentTo).toBe('022 *** 0202');
    const { operationId } = sent.json();
    const body = { type: 'Mobile', number: '022-555-0202', operationId, code: await codeFor(operationId), currentPassword: PASSWORD };
    const challenged = await send(sandbox.app, 'POST', '/api/contact/phones', session.accessToken, body);
    expect(challenged.json()).toMatchObject({ NativeErrorCode: 6002, sentBy: 'email' });
    const escalation = challenged.json().operationId;
    const added = await send(sandbox.app, 'POST', '/api/contact/phones', await escalated(session, escalation), body, escalation);
    expect(added.statusCode).toBe(204);
    expect((await contactOf(session.accessToken)).Phones).toContainEqual({ Type: 'Mobile', Number: '022 555 0202' });
    const actions = await apiGet(sandbox.app, '/api/customer-actions', session.accessToken);
    expect(actions.statusCode).toBe(200);
    expect(JSON.stringify(actions.json())).not.toContain('add-mobile');
    // The code is spent: the same operation cannot add the number again.
    const again = await send(sandbox.app, 'POST', '/api/contact/phones', session.accessToken,
      { type: 'Mobile', number: '022 555 0203', operationId, code: await codeFor(operationId), currentPassword: PASSWORD });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a wrong code, and a code sent to another number', async () => {
    const session = await login(sandbox.app, '1000003');
    const { operationId } = (await sendCode(session.accessToken, 'sms', '021 555 9999')).json();
    const right = await codeFor(operationId);
    const wrong = right === '000000' ? '000001' : '000000';
    const refused = await send(sandbox.app, 'POST', '/api/contact/phones', session.accessToken, { type: 'Mobile', number: '021 555 9999', operationId, code: wrong, currentPassword: PASSWORD });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("That code isn't right. Check it and try again.");
    const otherNumber = await send(sandbox.app, 'POST', '/api/contact/phones', session.accessToken, { type: 'Mobile', number: '021 555 8888', operationId, code: right, currentPassword: PASSWORD });
    expect(otherNumber.statusCode).toBe(400);
    expect((await contactOf(session.accessToken)).Phones.map((p: { Number: string }) => p.Number)).toEqual(['027 555 0303']);
  });

  it('Aroha (who has a mobile) must also pass the SMS safeguard on her current mobile', async () => {
    const session = await login(sandbox.app, '1000001');
    const { operationId } = (await sendCode(session.accessToken, 'sms', '029 555 0111')).json();
    const body = { type: 'Mobile', number: '029 555 0111', operationId, code: await codeFor(operationId), currentPassword: PASSWORD };
    const challenged = await send(sandbox.app, 'POST', '/api/contact/phones', session.accessToken, body);
    expect(challenged.statusCode).toBe(403);
    expect(challenged.json().NativeErrorCode).toBe(6002);
    const escalation = challenged.json().operationId;
    const token = await escalated(session, escalation);
    const added = await send(sandbox.app, 'POST', '/api/contact/phones', token, body, escalation);
    expect(added.statusCode).toBe(204);
    const phones = (await contactOf(session.accessToken)).Phones;
    expect(phones[0]).toEqual({ Type: 'Mobile', Number: '021 555 0101' }); // the safeguard still texts the first
    expect(phones).toContainEqual({ Type: 'Mobile', Number: '029 555 0111' });
  });

  it('adds a landline without a code, and refuses a number it already has (409)', async () => {
    const session = await login(sandbox.app, '1000004');
    const body = { type: 'Work', number: '(04) 555 0123' };
    const challenged = await send(sandbox.app, 'POST', '/api/contact/phones', session.accessToken, body);
    expect(challenged.statusCode).toBe(403);
    const escalation = challenged.json().operationId;
    expect((await send(sandbox.app, 'POST', '/api/contact/phones', await escalated(session, escalation), body, escalation)).statusCode).toBe(204);
    expect((await contactOf(session.accessToken)).Phones).toContainEqual({ Type: 'Work', Number: '04 555 0123' });
    const again = await send(sandbox.app, 'POST', '/api/contact/phones', session.accessToken, { type: 'Home', number: '04-555-0123' });
    expect(again.statusCode).toBe(409);
  });

  it('answers bad input with a 4xx JSON error, never a 500', async () => {
    const { accessToken } = await login(sandbox.app, '1000004');
    const cases: Array<[string, unknown]> = [
      ['/api/contact/codes', { channel: 'sms', to: '09 123 4567' }],
      ['/api/contact/codes', { channel: 'email', to: 'not an email' }],
      ['/api/contact/codes', { channel: 'fax', to: '021 555 0101' }],
      ['/api/contact/codes', '{"channel":'],
      ['/api/contact/phones', { type: 'Mobile', number: '021 555 0101' }],
      ['/api/contact/phones', { type: 'Pager', number: '021 555 0101' }],
      ['/api/contact/phones', { type: 'Home', number: '12' }],
    ];
    for (const [url, body] of cases) {
      const response = await send(sandbox.app, 'POST', url, accessToken, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }
    const email = await send(sandbox.app, 'PUT', '/api/contact/email', accessToken, { email: 'x@y.nz' });
    expect(email.statusCode).toBe(400);
    const anonymous = await sandbox.app.inject({ method: 'POST', url: '/api/contact/codes', payload: { channel: 'sms', to: '021 555 0101' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('changing the email address', () => {
  it('Mere (no email) adds one with the code "emailed" to it; another session cannot use her code', async () => {
    const session = await login(sandbox.app, '1000003');
    const sent = await sendCode(session.accessToken, 'email', ' Mere.Tipene@Example.CO.NZ ');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sentTo).toBe('M***@example.co.nz');
    const { operationId } = sent.json();
    const code = await codeFor(operationId);
    const jack = await login(sandbox.app, '1000004');
    const stolen = await send(sandbox.app, 'PUT', '/api/contact/email', jack.accessToken, { email: 'Mere.Tipene@example.co.nz', operationId, code, currentPassword: PASSWORD });
    expect(stolen.statusCode).toBe(400);
    expect((await contactOf(jack.accessToken)).EmailAddr).not.toBe('Mere.Tipene@example.co.nz');
    // Mere has a mobile, so the change also passes the SMS safeguard.
    const body = { email: 'Mere.Tipene@example.co.nz', operationId, code, currentPassword: PASSWORD };
    const challenged = await send(sandbox.app, 'PUT', '/api/contact/email', session.accessToken, body);
    expect(challenged.statusCode).toBe(403);
    const escalation = challenged.json().operationId;
    const saved = await send(sandbox.app, 'PUT', '/api/contact/email', await escalated(session, escalation), body, escalation);
    expect(saved.statusCode).toBe(204);
    expect((await contactOf(session.accessToken)).EmailAddr).toBe('Mere.Tipene@example.co.nz');
  });

  it('needs the current password: without it or with a wrong one, nothing changes and no step-up is asked', async () => {
    const session = await login(sandbox.app, '1000001');
    const before = (await contactOf(session.accessToken)).EmailAddr;
    const { operationId } = (await sendCode(session.accessToken, 'email', 'attacker@example.com')).json();
    const code = await codeFor(operationId);
    const body = { email: 'attacker@example.com', operationId, code };
    for (const attempt of [body, { ...body, currentPassword: '' }, { ...body, currentPassword: 'Not-the-password-1' }]) {
      const refused = await send(sandbox.app, 'PUT', '/api/contact/email', session.accessToken, attempt);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(WRONG_PASSWORD_MESSAGE);
    }
    expect((await contactOf(session.accessToken)).EmailAddr).toBe(before);
    // With the password, the SMS step-up is still asked, and the same code then saves it.
    const challenged = await send(sandbox.app, 'PUT', '/api/contact/email', session.accessToken, { ...body, currentPassword: PASSWORD });
    expect(challenged.statusCode).toBe(403);
    const escalation = challenged.json().operationId;
    const saved = await send(sandbox.app, 'PUT', '/api/contact/email', await escalated(session, escalation), { ...body, currentPassword: PASSWORD }, escalation);
    expect(saved.statusCode).toBe(204);
    expect((await contactOf(session.accessToken)).EmailAddr).toBe('attacker@example.com');
  });

  it('counts password checks: past 5 in 15 minutes even the right one is refused (429)', async () => {
    const session = await login(sandbox.app, '1000005');
    const { operationId } = (await sendCode(session.accessToken, 'email', 'guess@example.com')).json();
    const body = { email: 'guess@example.com', operationId, code: await codeFor(operationId) };
    for (let i = 0; i < 5; i += 1) {
      expect((await send(sandbox.app, 'PUT', '/api/contact/email', session.accessToken, { ...body, currentPassword: `Wrong-guess-${i}` })).statusCode).toBe(400);
    }
    const throttled = await send(sandbox.app, 'PUT', '/api/contact/email', session.accessToken, { ...body, currentPassword: PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(PASSWORD_TRIES_MESSAGE);
  });
});

describe('codes sent to one number', () => {
  it('are limited per number whoever asks: past the day\'s few, 429 with Retry-After and no SMS; another number is unaffected', async () => {
    const stranger = '021 555 7731';
    const aroha = await login(sandbox.app, '1000001');
    const jack = await login(sandbox.app, '1000004');
    for (let i = 0; i < CODES_TO_ONE_ADDRESS_PER_DAY; i += 1) {
      expect((await sendCode((i % 2 === 0 ? aroha : jack).accessToken, 'sms', stranger)).statusCode).toBe(200);
    }
    const sent = sandbox.sms.length;
    const refused = await sendCode(jack.accessToken, 'sms', '+64 21 555 7731');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^We've already sent 5 codes to this number today\. Try again tomorrow, or call us on /);
    expect(sandbox.sms.length).toBe(sent);
    expect((await sendCode(jack.accessToken, 'sms', '021 555 7732')).statusCode).toBe(200);
  });
});
