import { sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

const setMaintenance = (body: object) => sandbox.app.inject({ method: 'POST', url: '/dev/maintenance', payload: body, headers: { 'content-type': 'application/json' } });
const payeesAs = (customerNumber: string) => sandbox.app.inject({ method: 'GET', url: '/api/payees?x=1', headers: { 'x-customer-number': customerNumber } });

describe('one service down for maintenance (development only)', () => {
  it("answers that service's calls 503 with Retry-After for the customer named, and only them", async () => {
    const set = await setMaintenance({ prefix: '/api/payees', customerNumber: '1000004', down: true });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ services: [{ prefix: '/api/payees', customerNumber: '1000004' }] });
    const down = await payeesAs('1000004');
    expect(down.statusCode).toBe(503);
    // The same route spelt with percent-escapes is the same service.
    expect((await sandbox.app.inject({ method: 'GET', url: '/%61pi/payees', headers: { 'x-customer-number': '1000004' } })).statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('600');
    expect(down.json()).toEqual({ message: 'This service is down for maintenance. Please try again later.' });
    // Another customer's call, and another service, go on to the route (here: a login is asked for).
    expect((await payeesAs('1000001')).statusCode).toBe(401);
    expect((await sandbox.app.inject({ method: 'GET', url: '/api/payeesx', headers: { 'x-customer-number': '1000004' } })).statusCode).not.toBe(503);
    expect((await sandbox.app.inject({ method: 'GET', url: '/api/system/status' })).statusCode).toBe(200);

    expect((await setMaintenance({ prefix: '/api/payees', customerNumber: '1000004', down: false })).json()).toEqual({ services: [] });
    expect((await payeesAs('1000004')).statusCode).toBe(401);
  });

  it.each([
    ['the status check itself', { prefix: '/api/system/status', customerNumber: null, down: true }],
    ['a path outside the API', { prefix: '/online/payees', customerNumber: null, down: true }],
    ['a malformed customer number', { prefix: '/api/payees', customerNumber: '12', down: true }],
  ])('refuses %s', async (_label, body) => {
    expect((await setMaintenance(body)).statusCode).toBe(400);
  });
});
