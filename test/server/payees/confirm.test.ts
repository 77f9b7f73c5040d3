import { login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { setFeatureFlag } from '../../../server/flags/featureFlags';
import { send } from './payeeKit';
import { CONFIRMATIONS_PER_DAY, TOO_MANY_CONFIRMATIONS } from '../../../server/payees/confirmRoute';

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

  it('answers a close match without the holder\'s name (the NZ way)', async () => {
    expect((await confirm('H Walker', '03-0104-0731553-000')).json()).toEqual({ outcome: 'partial-match' });
    expect((await confirm('Kiri Parat', '01-0123-8812949-00')).json()).toEqual({ outcome: 'partial-match' });
  });

  it('answers no match without revealing the holder', async () => {
    expect((await confirm('Jane Doe', '03-0104-0731553-000')).json()).toEqual({ outcome: 'no-match' });
  });

  it('knows Kōwhai’s own customers’ accounts, and initials alone are no close match ("j j" read out "Jack Thompson")', async () => {
    const { rows } = await sandbox.db.query<{ account_number: string }>("SELECT account_number FROM accounts WHERE customer_number = '1000004'");
    expect((await confirm('Jack Thompson', rows[0]!.account_number)).json()).toEqual({ outcome: 'match' });
    const initials = await confirm('j j', rows[0]!.account_number);
    expect(initials.json()).toEqual({ outcome: 'no-match' });
    expect(initials.body).not.toMatch(/Jack|Thompson/);
  });

  it('gives each customer a daily number of checks, then 429 with the words to say so', async () => {
    const jack = (await login(sandbox.app, '1000004')).accessToken;
    const answers: number[] = [];
    for (let i = 0; i < CONFIRMATIONS_PER_DAY; i += 1) answers.push((await confirm('Someone', '03-1702-4410982-000', jack)).statusCode);
    expect(answers.every((status) => status === 200)).toBe(true);
    const refused = await confirm('Hemi Walker', '03-0104-0731553-000', jack);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_CONFIRMATIONS);
    // Another customer's checks are their own.
    expect((await confirm('Hemi Walker', '03-0104-0731553-000')).statusCode).toBe(200);
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
