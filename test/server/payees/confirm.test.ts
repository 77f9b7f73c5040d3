import { login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { setFeatureFlag } from '../../../server/flags/featureFlags';
import { send } from './payeeKit';

let sandbox: SessionSandbox;
let token: string;
beforeAll(async () => { sandbox = await sessionSandbox(); token = (await login(sandbox.app, '1000001')).accessToken; }, 120_000);
afterAll(async () => { await sandbox.close(); });

const confirm = (name: string, accountNumber: string, accessToken = token) =>
  send(sandbox.app, 'POST', '/api/payees/confirm', accessToken, { name, accountNumber });

describe('Confirmation of Payee', () => {
  it('answers a match for the holder’s name however it is cased or punctuated', async () => {
    expect((await confirm('hemi walker', '03-0104-0731553-000')).json()).toEqual({ outcome: 'match' });
    expect((await confirm('Aotearoa Plumbing Ltd.', '11-5678-3306712-00')).json()).toEqual({ outcome: 'match' });
  });

  it('answers a partial match with the close name', async () => {
    expect((await confirm('H Walker', '03-0104-0731553-000')).json()).toEqual({ outcome: 'partial-match', closeName: 'Hemi Walker' });
    expect((await confirm('Kiri Parat', '01-0123-8812949-00')).json()).toEqual({ outcome: 'partial-match', closeName: 'Kiri Parata' });
  });

  it('answers no match without revealing the holder', async () => {
    expect((await confirm('Jane Doe', '03-0104-0731553-000')).json()).toEqual({ outcome: 'no-match' });
  });

  it('knows Kōwhai’s own customers’ accounts', async () => {
    const { rows } = await sandbox.db.query<{ account_number: string }>("SELECT account_number FROM accounts WHERE customer_number = '1000004'");
    expect((await confirm('Jack Thompson', rows[0]!.account_number)).json()).toEqual({ outcome: 'match' });
  });

  it('answers account not found, and unavailable for the bank whose check is down', async () => {
    expect((await confirm('Someone', '03-1702-4410982-000')).json()).toEqual({ outcome: 'account-not-found' });
    expect((await confirm('Someone', '15-3950-1190385-00')).json()).toEqual({ outcome: 'unavailable' });
  });

  it('refuses an invalid account number with the field', async () => {
    const response = await confirm('Someone', '01-9999-0100197-00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ NativeErrorCode: 4010, field: 'accountNumber' });
  });

  it('is not there for a customer whose ConfirmationOfPayee flag is off', async () => {
    await setFeatureFlag(sandbox.db, 'ConfirmationOfPayee', { enabled: false, customerNumber: '1000002' });
    const liam = (await login(sandbox.app, '1000002')).accessToken;
    expect((await confirm('Hemi Walker', '03-0104-0731553-000', liam)).statusCode).toBe(404);
  });
});
