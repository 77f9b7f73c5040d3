import { setFeatureFlag } from '../../../server/flags/featureFlags';
import { startSandbox, type Sandbox } from '../../support/startSandbox';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); }, 180_000);
afterAll(async () => { await sandbox.close(); });

const BASIC = `Basic ${Buffer.from('limit-test-browser:').toString('base64')}`;

async function login(customerNumber: string): Promise<string> {
  const response = await sandbox.app.inject({
    method: 'POST', url: '/token', payload: `grant_type=password&username=${customerNumber}&password=Kowhai-2026!`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: BASIC },
  });
  return `Bearer ${response.json().access_token}`;
}

async function apply(authorization: string, product: string, answers: Record<string, string>) {
  const { id } = (await sandbox.app.inject({ method: 'POST', url: `/api/applications/${product}`, headers: { authorization } })).json();
  await sandbox.app.inject({ method: 'PUT', url: `/api/applications/${id}`, headers: { authorization }, payload: { step: 2, answers } });
  return sandbox.app.inject({ method: 'POST', url: `/api/applications/${id}/submit`, headers: { authorization } });
}

const card = async (authorization: string) => ((await sandbox.app.inject({ url: '/api/accounts', headers: { authorization } })).json() as
  Array<{ product: string; creditLimitCents: number; availableCents: number }>).find((a) => a.product === 'credit-card')!;

const INCREASE = { newLimit: '8,000', reason: 'Travel', monthlyIncome: '6,200', monthlyExpenses: '2,900' };

describe('credit card limit changes', () => {
  it("refuses an 'increase' that is not above the current limit, with the limit in words", async () => {
    const response = await apply(await login('1000001'), 'credit-card-limit-increase', { ...INCREASE, newLimit: '5,000' });
    expect(response.json()).toEqual({ NativeErrorCode: 4010, message: 'Choose a limit above your current limit of $5,000.00' });
  });

  it('refers an affordable increase while automated approval is off, and leaves the limit', async () => {
    await setFeatureFlag(sandbox.db, 'CreditCardIncreaseAllowAutomatedApproval', { enabled: false, customerNumber: '1000001' });
    const aroha = await login('1000001');
    expect((await apply(aroha, 'credit-card-limit-increase', INCREASE)).json()).toMatchObject({ status: 'referred' });
    expect((await card(aroha)).creditLimitCents).toBe(500_000);
    await setFeatureFlag(sandbox.db, 'CreditCardIncreaseAllowAutomatedApproval', { enabled: null, customerNumber: '1000001' });
  });

  it('approves an affordable increase automatically when the flag is on: limit and available move together', async () => {
    const aroha = await login('1000001');
    const before = await card(aroha);
    expect((await apply(aroha, 'credit-card-limit-increase', INCREASE)).json()).toEqual({ status: 'approved', reasonCode: null, accountNumber: null });
    const after = await card(aroha);
    expect(after.creditLimitCents).toBe(800_000);
    expect(after.availableCents - before.availableCents).toBe(300_000);
  });

  it('declines an increase that cannot be afforded, and lowers a limit at once', async () => {
    const aroha = await login('1000001');
    expect((await apply(aroha, 'credit-card-limit-increase', { ...INCREASE, newLimit: '9,000', monthlyExpenses: '6,100' })).json().status).toBe('declined');
    expect((await apply(aroha, 'credit-card-limit-decrease', { newLimit: '2,500', reason: 'To help me budget' })).json().status).toBe('approved');
    expect((await card(aroha)).creditLimitCents).toBe(250_000);
  });

  it('refuses a change for a customer with no card', async () => {
    const response = await apply(await login('1000004'), 'credit-card-limit-decrease', { newLimit: '1,000', reason: 'Other' });
    expect(response.json()).toEqual({ NativeErrorCode: 4010, message: "You don't have a Kōwhai credit card to change." });
  });
});
