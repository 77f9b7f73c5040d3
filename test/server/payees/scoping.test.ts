import { apiGet, login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { send } from './payeeKit';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); }, 120_000);
afterAll(async () => { await sandbox.close(); });

describe("one customer cannot reach another's payees", () => {
  it("answers 404 to Jack for every one of Aroha's payees, international payees and direct debits", async () => {
    const aroha = (await login(sandbox.app, '1000001')).accessToken;
    const jack = (await login(sandbox.app, '1000004')).accessToken;
    const [payee] = (await apiGet(sandbox.app, '/api/payees', aroha)).json().payees;
    const [international] = (await apiGet(sandbox.app, '/api/international-payees', aroha)).json();
    const [debit] = (await apiGet(sandbox.app, '/api/direct-debits', aroha)).json();

    expect((await apiGet(sandbox.app, '/api/payees', jack)).json()).toEqual({ payees: [], editingRestricted: false });
    expect((await apiGet(sandbox.app, '/api/international-payees', jack)).json()).toEqual([]);
    expect((await apiGet(sandbox.app, '/api/direct-debits', jack)).json()).toEqual([]);
    expect((await apiGet(sandbox.app, `/api/payees/${payee.id}`, jack)).statusCode).toBe(404);
    const edit = { name: 'Mine now', accountNumber: payee.accountNumber };
    expect((await send(sandbox.app, 'PUT', `/api/payees/${payee.id}`, jack, edit)).statusCode).toBe(404);
    expect((await send(sandbox.app, 'DELETE', `/api/payees/${payee.id}`, jack)).statusCode).toBe(404);
    expect((await send(sandbox.app, 'DELETE', `/api/international-payees/${international.id}`, jack)).statusCode).toBe(404);
    expect((await send(sandbox.app, 'DELETE', `/api/direct-debits/${debit.id}`, jack)).statusCode).toBe(404);
    expect((await send(sandbox.app, 'DELETE', '/api/payees/not-a-uuid', jack)).statusCode).toBe(404);

    // Aroha still has all of them, unchanged.
    expect((await apiGet(sandbox.app, `/api/payees/${payee.id}`, aroha)).json()).toEqual(payee);
    expect((await apiGet(sandbox.app, '/api/direct-debits', aroha)).json()).toHaveLength(1);
    expect((await apiGet(sandbox.app, '/api/international-payees', aroha)).json()).toHaveLength(1);
  });

  it('lists every payee route in the OpenAPI document', async () => {
    const paths = Object.keys((await apiGet(sandbox.app, '/api/openapi.json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining([
      '/api/payees', '/api/payees/{id}', '/api/payees/confirm', '/api/international-payees', '/api/international-payees/{id}',
      '/api/direct-debits', '/api/direct-debits/{id}',
      '/api/automaticpayment', '/api/automaticpayment/{id}', '/api/automaticpayment/{id}/skip',
    ]));
  });
});
