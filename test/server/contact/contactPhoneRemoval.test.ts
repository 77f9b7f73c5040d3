import { NO_SUCH_PHONE, ONLY_MOBILE } from '../../../server/contact/changeRoutes';
import { PASSWORD_TRIES_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../../../server/contact/currentPassword';
import { PASSWORD, apiGet, escalatedToken, login, sessionSandbox, type LoggedIn, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

const request = (method: 'POST' | 'DELETE', url: string, bearer: string, body: unknown, operationId?: string) => sandbox.app.inject({
  method, url, payload: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...(operationId ? { 'x-operation-id': operationId } : {}) },
});
const remove = (bearer: string, body: unknown, operationId?: string) => request('DELETE', '/api/contact/phones', bearer, body, operationId);
const numbersOf = async (token: string) =>
  ((await apiGet(sandbox.app, '/api/contact', token)).json().Phones as Array<{ Number: string }>).map((p) => p.Number);

/** Passes the safeguard for a removal the bank challenged, and sends it again with the escalated token. */
async function removeEscalated(session: LoggedIn, body: unknown) {
  const challenged = await remove(session.accessToken, body);
  expect(challenged.statusCode).toBe(403);
  expect(challenged.json().NativeErrorCode).toBe(6002);
  const { operationId } = challenged.json();
  return remove(await escalatedToken(sandbox.app, session, operationId), body, operationId);
}

describe('DELETE /api/contact/phones', () => {
  it("Aroha removes her home number after the SMS safeguard, written any usual way", async () => {
    const session = await login(sandbox.app, '1000001');
    expect(await numbersOf(session.accessToken)).toContain('09 555 0101');
    const removed = await removeEscalated(session, { number: '(09) 555-0101' });
    expect(removed.statusCode).toBe(204);
    expect(await numbersOf(session.accessToken)).toEqual(['021 555 0101']);
  });

  it("refuses to remove the customer's only mobile (409), before asking for the safeguard", async () => {
    const session = await login(sandbox.app, '1000004');
    const refused = await remove(session.accessToken, { number: '022 555 0404' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ONLY_MOBILE);
    expect(await numbersOf(session.accessToken)).toEqual(['022 555 0404']);
  });

  it('removes a mobile once there is another mobile to text codes to', async () => {
    const session = await login(sandbox.app, '1000006');
    await sandbox.db.query(`INSERT INTO customer_phones (customer_number, type, number) VALUES ('1000006', 'Mobile', '021 555 0666')`);
    const removed = await removeEscalated(session, { number: '027 555 0606', currentPassword: PASSWORD });
    expect(removed.statusCode).toBe(204);
    expect(await numbersOf(session.accessToken)).toEqual(['021 555 0666']);
  });

  it('needs the current password to remove a mobile: without it or with a wrong one, nothing is removed and no step-up is asked', async () => {
    const session = await login(sandbox.app, '1000005');
    await sandbox.db.query(`INSERT INTO customer_phones (customer_number, type, number) VALUES ('1000005', 'Mobile', '021 555 0555')`);
    const before = await numbersOf(session.accessToken);
    for (const body of [{ number: '021 555 0555' }, { number: '021 555 0555', currentPassword: '' }, { number: '021 555 0555', currentPassword: 'Not-the-password-1' }]) {
      const refused = await remove(session.accessToken, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(WRONG_PASSWORD_MESSAGE);
    }
    expect(await numbersOf(session.accessToken)).toEqual(before);
    const removed = await removeEscalated(session, { number: '021 555 0555', currentPassword: PASSWORD });
    expect(removed.statusCode).toBe(204);
    expect(await numbersOf(session.accessToken)).not.toContain('021 555 0555');
    // Wrong passwords are counted per customer: past 5 in 15 minutes even the right one is refused.
    await sandbox.db.query(`INSERT INTO customer_phones (customer_number, type, number) VALUES ('1000005', 'Mobile', '021 555 0556')`);
    // One wrong password so far (the two right ones of the step-up round were given back); four more wrong ones fill the five.
    for (let i = 0; i < 4; i += 1) expect((await remove(session.accessToken, { number: '021 555 0556', currentPassword: `Wrong-guess-${i}` })).statusCode).toBe(400);
    const throttled = await remove(session.accessToken, { number: '021 555 0556', currentPassword: PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(PASSWORD_TRIES_MESSAGE);
    expect(await numbersOf(session.accessToken)).toContain('021 555 0556');
  });

  it("gives 404 for a number the customer doesn't have: 1000001 cannot remove 1000004's mobile", async () => {
    const aroha = await login(sandbox.app, '1000001');
    const stolen = await remove(aroha.accessToken, { number: '022 555 0404' });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(NO_SUCH_PHONE);
    const jack = await login(sandbox.app, '1000004');
    expect(await numbersOf(jack.accessToken)).toEqual(['022 555 0404']);
  });

  it('answers bad input with a 4xx JSON error and removes nothing', async () => {
    const session = await login(sandbox.app, '1000007');
    await sandbox.db.query(`INSERT INTO customer_phones (customer_number, type, number) VALUES ('1000007', 'Work', '04 555 0707')`);
    for (const body of [{}, { number: '' }, { number: 'none' }, { number: 5550707 }, { number: '04 555 0707', extra: 1 }, '{"number":']) {
      const response = await remove(session.accessToken, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const notJson = await sandbox.app.inject({ method: 'DELETE', url: '/api/contact/phones', payload: 'number=04', headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'text/plain' } });
    expect(notJson.statusCode).toBe(415);
    expect(await numbersOf(session.accessToken)).toEqual(['021 555 0707', '04 555 0707']);
  });

  it('needs a login (401) and is in the OpenAPI document', async () => {
    expect((await sandbox.app.inject({ method: 'DELETE', url: '/api/contact/phones', payload: { number: '09 555 0101' } })).statusCode).toBe(401);
    const openapi = (await sandbox.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(openapi.paths['/api/contact/phones'].delete).toBeDefined();
  });
});
