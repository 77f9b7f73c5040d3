import { apiGet, login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { send, sendSafeguarded } from './payeeKit';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); }, 120_000);
afterAll(async () => { await sandbox.close(); });

const GERMAN = { name: 'Lukas Becker', address: 'Hauptstraße 5, 10115 Berlin', country: 'DE', iban: 'de89 3704 0044 0532 0130 00', swiftBic: 'cobadeffxxx', currency: 'EUR' };
const AUSSIE = { name: 'Chloe Smith', address: '3 George St, Sydney NSW 2000', country: 'AU', accountNumber: '12345678', bankCode: '062-000', swiftBic: 'CTBAAU2S', currency: 'AUD' };

describe('international payees', () => {
  it("lists Aroha's payee in London", async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    expect((await apiGet(sandbox.app, '/api/international-payees', accessToken)).json()).toEqual([expect.objectContaining({
      name: 'Emma Clarke', country: 'GB', iban: 'GB33BUKB20201555555555', accountNumber: null, swiftBic: 'BUKBGB22', currency: 'GBP',
    })]);
  });

  it('adds an IBAN payee (normalised) and an account-number payee, after the SMS code', async () => {
    const session = await login(sandbox.app, '1000001');
    const german = await sendSafeguarded(sandbox.app, session, 'POST', '/api/international-payees', GERMAN);
    expect(german.statusCode).toBe(200);
    expect(german.json()).toMatchObject({ iban: 'DE89370400440532013000', swiftBic: 'COBADEFFXXX', accountNumber: null });
    const aussie = await sendSafeguarded(sandbox.app, session, 'POST', '/api/international-payees', AUSSIE);
    expect(aussie.json()).toMatchObject({ iban: null, accountNumber: '12345678', bankCode: '062-000' });
    expect((await send(sandbox.app, 'DELETE', `/api/international-payees/${aussie.json().id}`, session.accessToken)).statusCode).toBe(204);
  });

  it.each([
    [{ ...GERMAN, iban: 'DE89 3704 0044 0532 0130 01' }, 'iban', 'not valid'],
    [{ ...GERMAN, iban: 'GB33BUKB20201555555555' }, 'iban', 'another country'],
    [{ ...GERMAN, swiftBic: 'COBA1EFF' }, 'swiftBic', 'SWIFT/BIC'],
    [{ ...GERMAN, swiftBic: 'BUKBGB22' }, 'swiftBic', 'another country'],
    [{ ...AUSSIE, bankCode: '' }, 'bankCode', 'bank code'],
  ])('refuses %j on its field', async (body, field, words) => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const response = await send(sandbox.app, 'POST', '/api/international-payees', accessToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ NativeErrorCode: 4010, field, message: expect.stringContaining(words) });
  });
});

describe('direct debit authorities', () => {
  it('lists Aroha’s authority on her Bills account and cancels it', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const [authority] = (await apiGet(sandbox.app, '/api/direct-debits', accessToken)).json();
    expect(authority).toMatchObject({ initiatorName: 'Southern Cross Health', accountName: 'Bills', authorisationCode: '0571203' });
    expect((await send(sandbox.app, 'DELETE', `/api/direct-debits/${authority.id}`, accessToken)).statusCode).toBe(204);
    expect((await apiGet(sandbox.app, '/api/direct-debits', accessToken)).json()).toEqual([]);
  });
});
