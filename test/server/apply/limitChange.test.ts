import { setFeatureFlag } from '../../../server/flags/featureFlags';
import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { escalatedToken, login as loginAs, type LoggedIn } from '../../support/sessionSandbox';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); }, 180_000);
afterAll(async () => { await sandbox.close(); });

const sessions = new Map<string, LoggedIn>();

async function login(customerNumber: string): Promise<string> {
  const session = await loginAs(sandbox.app, customerNumber);
  sessions.set(`Bearer ${session.accessToken}`, session);
  return `Bearer ${session.accessToken}`;
}

/** Submits; a raise is a money door, so a 6002 is answered with the texted code, as the customer would. */
async function submitApproved(authorization: string, id: string) {
  const url = `/api/applications/${id}/submit`;
  const first = await sandbox.app.inject({ method: 'POST', url, headers: { authorization } });
  if (first.statusCode !== 403 || first.json().NativeErrorCode !== 6002) return first;
  const { operationId } = first.json() as { operationId: string };
  const token = await escalatedToken(sandbox.app, sessions.get(authorization)!, operationId);
  return sandbox.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'x-operation-id': operationId } });
}

async function apply(authorization: string, product: string, answers: Record<string, string>) {
  const { id } = (await sandbox.app.inject({ method: 'POST', url: `/api/applications/${product}`, headers: { authorization } })).json();
  await sandbox.app.inject({ method: 'PUT', url: `/api/applications/${id}`, headers: { authorization }, payload: { step: 2, answers } });
  return submitApproved(authorization, id);
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
