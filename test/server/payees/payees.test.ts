import { apiGet, login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { send, sendSafeguarded } from './payeeKit';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); }, 120_000);
afterAll(async () => { await sandbox.close(); });

const PLUMBER = { name: 'Aotearoa Plumbing', accountNumber: '11 5678 3306712 00', particulars: 'Invoice', code: '', reference: 'INV-2231' };

describe('domestic payees', () => {
  it("lists Aroha's three payees by name, with dashes", async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const body = (await apiGet(sandbox.app, '/api/payees', accessToken)).json();
    expect(body.editingRestricted).toBe(false);
    expect(body.payees.map((p: { name: string }) => p.name)).toEqual(['Harcourts Rentals', 'Mercury Energy', 'Tane Ngata']);
    expect(body.payees[1]).toMatchObject({ accountNumber: '02-0248-0406223-00', particulars: 'Power', code: null, reference: '7734512' });
  });

  it('adds a payee only after the SMS code, storing the account number with dashes and blanks as null', async () => {
    const session = await login(sandbox.app, '1000001');
    const challenge = await send(sandbox.app, 'POST', '/api/payees', session.accessToken, PLUMBER);
    expect(challenge.statusCode).toBe(403);
    expect(challenge.json()).toMatchObject({ NativeErrorCode: 6002, operationId: expect.any(String) });
    const added = await sendSafeguarded(sandbox.app, session, 'POST', '/api/payees', PLUMBER);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ name: 'Aotearoa Plumbing', accountNumber: '11-5678-3306712-00', code: null, reference: 'INV-2231' });
    const names = (await apiGet(sandbox.app, '/api/payees', session.accessToken)).json().payees.map((p: { name: string }) => p.name);
    expect(names).toContain('Aotearoa Plumbing');
  });

  it('refuses an invalid account number or statement field before sending a code, naming the field', async () => {
    const session = await login(sandbox.app, '1000001');
    const sent = sandbox.sms.length;
    const badNumber = await send(sandbox.app, 'POST', '/api/payees', session.accessToken, { ...PLUMBER, accountNumber: '01-0902-0068388-00' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json()).toEqual({ NativeErrorCode: 4010, field: 'accountNumber', message: expect.stringContaining('valid NZ bank account number') });
    const badReference = await send(sandbox.app, 'POST', '/api/payees', session.accessToken, { ...PLUMBER, reference: 'Ngā mihi' });
    expect(badReference.json()).toMatchObject({ field: 'reference' });
    const longName = await send(sandbox.app, 'POST', '/api/payees', session.accessToken, { ...PLUMBER, name: 'A'.repeat(21) });
    expect(longName.statusCode).toBe(400);
    expect(sandbox.sms.length).toBe(sent);
  });

  it('edits a payee after the SMS code, and deletes one', async () => {
    const session = await login(sandbox.app, '1000001');
    const [first] = (await apiGet(sandbox.app, '/api/payees', session.accessToken)).json().payees;
    const edited = await sendSafeguarded(sandbox.app, session, 'PUT', `/api/payees/${first.id}`, { name: first.name, accountNumber: first.accountNumber, reference: 'Flat 2' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: first.id, reference: 'Flat 2', particulars: null });
    expect((await send(sandbox.app, 'DELETE', `/api/payees/${first.id}`, session.accessToken)).statusCode).toBe(204);
    expect((await apiGet(sandbox.app, `/api/payees/${first.id}`, session.accessToken)).statusCode).toBe(404);
    expect((await send(sandbox.app, 'DELETE', `/api/payees/${first.id}`, session.accessToken)).statusCode).toBe(404);
  });

  it('refuses every change by a customer whose payee editing is restricted', async () => {
    const sophie = await login(sandbox.app, '1000005');
    const list = (await apiGet(sandbox.app, '/api/payees', sophie.accessToken)).json();
    expect(list).toEqual({ payees: [], editingRestricted: true });
    const refused = await send(sandbox.app, 'POST', '/api/payees', sophie.accessToken, PLUMBER);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ NativeErrorCode: 6001, message: "You cannot add, delete or edit your payees at the moment. Contact us if you'd like to know more" });
    const intl = await send(sandbox.app, 'POST', '/api/international-payees', sophie.accessToken,
      { name: 'Emma', address: 'London', country: 'GB', iban: 'GB33BUKB20201555555555', swiftBic: 'BUKBGB22', currency: 'GBP' });
    expect(intl.json()).toMatchObject({ NativeErrorCode: 6001 });
  });

  it('needs a login and a JSON body', async () => {
    expect((await apiGet(sandbox.app, '/api/payees')).statusCode).toBe(401);
    const { accessToken } = await login(sandbox.app, '1000001');
    const form = await sandbox.app.inject({ method: 'POST', url: '/api/payees', payload: 'name=x',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
  });
});
