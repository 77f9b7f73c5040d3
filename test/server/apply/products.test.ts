import { setFeatureFlag } from '../../../server/flags/featureFlags';
import { apiGet, login, sessionSandbox, type LoggedIn, type SessionSandbox } from '../../support/sessionSandbox';
import { send, sendSafeguarded } from '../payees/payeeKit';
import { ledgerBreaks } from '../../support/moneySandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); }, 120_000);
afterAll(async () => { await sandbox.close(); });

/** A draft of `product` with `answers` saved on it, for `session`. */
async function draft(session: LoggedIn, product: string, answers: Record<string, string>): Promise<string> {
  const started = await send(sandbox.app, 'POST', `/api/applications/${product}`, session.accessToken);
  expect(started.statusCode).toBe(200);
  const { id } = started.json() as { id: string };
  expect((await send(sandbox.app, 'PUT', `/api/applications/${id}`, session.accessToken, { step: 1, answers })).statusCode).toBe(200);
  return id;
}
const submitOnce = (session: LoggedIn, id: string) => send(sandbox.app, 'POST', `/api/applications/${id}/submit`, session.accessToken);
/** Submits, answering a step-up with the texted code: more credit is a money door. */
const submit = (session: LoggedIn, id: string) => sendSafeguarded(sandbox.app, session, 'POST', `/api/applications/${id}/submit`, {});
const accountsOf = async (session: LoggedIn) =>
  (await apiGet(sandbox.app, '/api/accounts', session.accessToken)).json() as { id: string; product: string; availableCents: number; creditLimitCents: number | null }[];

const COVER = { insuranceProduct: 'life', coverAmount: '250,000', smoker: 'no', healthConditions: 'no', hazardousActivities: 'no' };

describe('insurance application', () => {
  it('quotes from the saved answers and, accepted, issues the policy on my-insurance', async () => {
    const jack = await login(sandbox.app, '1000004');
    const id = await draft(jack, 'insurance', COVER);
    const quote = await send(sandbox.app, 'POST', `/api/applications/${id}/quote`, jack.accessToken);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({ coverCents: 25_000_000, monthlyPremiumCents: expect.any(Number) });
    const decided = await submit(jack, id);
    expect(decided.json()).toMatchObject({ status: 'approved' });
    const policies = (await apiGet(sandbox.app, '/api/insurance/policies', jack.accessToken)).json().policies as { name: string }[];
    expect(policies.map((p) => p.name)).toEqual(['Life insurance']);
  });

  it('refuses an under-18 with the spec message, and a quote on answers that break the rules', async () => {
    const sophie = await login(sandbox.app, '1000005');
    const refused = await send(sandbox.app, 'POST', '/api/applications/insurance', sophie.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Sorry, it looks like you're too young to be eligible for insurance. Come back and see us when you're 18.");
    const mere = await login(sandbox.app, '1000003');
    const id = await draft(mere, 'insurance', { ...COVER, coverAmount: '5' });
    const quote = await send(sandbox.app, 'POST', `/api/applications/${id}/quote`, mere.accessToken);
    expect(quote.statusCode).toBe(400);
    expect(quote.json()).toMatchObject({ NativeErrorCode: 4010, message: 'Enter cover between $50,000 and $2,000,000' });
  });

  it('refuses a quote for another product with a 400 JSON body', async () => {
    const grace = await login(sandbox.app, '1000007');
    const id = await draft(grace, 'personal-loan', {});
    const refused = await send(sandbox.app, 'POST', `/api/applications/${id}/quote`, grace.accessToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ NativeErrorCode: 4010, message: 'Only an insurance application has a quote.' });
  });

  it("answers 404 for another customer's application", async () => {
    const id = await draft(await login(sandbox.app, '1000002'), 'insurance', COVER);
    const other = await login(sandbox.app, '1000007');
    expect((await send(sandbox.app, 'POST', `/api/applications/${id}/quote`, other.accessToken)).statusCode).toBe(404);
    expect((await submit(other, id)).statusCode).toBe(404);
  });
});

const FINANCES = { monthlyIncome: '6,000', monthlyExpenses: '2,500' };

describe('overdraft application', () => {
  it('approves automatically while OverdraftAllowAutomatedApproval is on, and the limit adds to what is available', async () => {
    const mere = await login(sandbox.app, '1000003');
    const everyday = (await accountsOf(mere)).find((a) => a.product === 'everyday')!;
    const id = await draft(mere, 'overdraft', { overdraftAccount: everyday.id, overdraftLimit: '1,000', overdraftReason: 'Emergencies', ...FINANCES });
    expect((await submit(mere, id)).json()).toMatchObject({ status: 'approved' });
    const after = (await accountsOf(mere)).find((a) => a.id === everyday.id)!;
    expect(after.creditLimitCents).toBe(100_000);
    expect(after.availableCents).toBe(everyday.availableCents + 100_000);
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);

    // Pay allows the new limit and no more: $963.10 held, so $990 goes and a second $990 does not.
    const pay = () => sandbox.app.inject({
      method: 'POST', url: '/api/payments', headers: { authorization: `Bearer ${mere.accessToken}`, 'idempotency-key': crypto.randomUUID() },
      payload: { fromAccountId: everyday.id, to: { accountNumber: '01-0902-0068389-00', name: 'Hemi Walker' }, amountCents: 99_000, particulars: '', code: '', reference: '' },
    });
    expect((await pay()).statusCode).toBe(200);
    const refused = await pay();
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
  });

  it('refers when automated approval is off, leaving the limit as it was', async () => {
    await setFeatureFlag(sandbox.db, 'OverdraftAllowAutomatedApproval', { enabled: false, customerNumber: '1000002' });
    const liam = await login(sandbox.app, '1000002');
    const everyday = (await accountsOf(liam)).find((a) => a.product === 'everyday')!;
    const id = await draft(liam, 'overdraft', { overdraftAccount: everyday.id, overdraftLimit: '500', overdraftReason: 'Other', ...FINANCES });
    // Liam has no mobile: arranging credit is a money door that needs a code, so online it stops there.
    expect((await submit(liam, id)).json()).toMatchObject({ NativeErrorCode: 6006 });
    await sandbox.db.query(`INSERT INTO customer_phones (customer_number, type, number) VALUES ('1000002', 'Mobile', '021 555 0199')`);
    expect((await submit(liam, id)).json()).toMatchObject({ status: 'referred' });
    expect((await accountsOf(liam)).find((a) => a.id === everyday.id)!.creditLimitCents).toBeNull();
  });

  it("refuses an account that is not the customer's everyday account with a 400", async () => {
    const aroha = await login(sandbox.app, '1000001');
    const savings = (await accountsOf(aroha)).find((a) => a.product === 'online-saver')!;
    const id = await draft(aroha, 'overdraft', { overdraftAccount: savings.id, overdraftLimit: '500', overdraftReason: 'Other', ...FINANCES });
    const refused = await submit(aroha, id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ NativeErrorCode: 4010, message: 'Choose one of your everyday accounts for the overdraft' });
  });
});

describe('home loan top-up', () => {
  const TOP_UP = { topUpAmount: '40,000', topUpPurpose: 'Renovations', yearlySalary: '120,000', monthlyExpenses: '3,000', dependants: '1' };

  it("refers a top-up of the customer's own home loan to the home lending team", async () => {
    const grace = await login(sandbox.app, '1000007');
    const loan = (await accountsOf(grace)).find((a) => a.product === 'home-loan')!;
    const id = await draft(grace, 'home-loan-top-up', { homeLoanAccount: loan.id, ...TOP_UP });
    expect((await submit(grace, id)).json()).toMatchObject({ status: 'referred' });
  });

  it('refuses a loan that is not a home loan of the customer', async () => {
    const aroha = await login(sandbox.app, '1000001');
    const everyday = (await accountsOf(aroha)).find((a) => a.product === 'everyday')!;
    const id = await draft(aroha, 'home-loan-top-up', { homeLoanAccount: everyday.id, ...TOP_UP });
    expect((await submit(aroha, id)).statusCode).toBe(400);
  });
});

describe('credit card limit change (safeguarded)', () => {
  it('asks for the SMS code first, then decides; a decrease applies at once', async () => {
    const aroha = await login(sandbox.app, '1000001');
    const id = await draft(aroha, 'credit-card-limit-change', { newLimit: '4,000', reason: 'To help me budget', ...FINANCES });
    const challenge = await submitOnce(aroha, id);
    expect(challenge.statusCode).toBe(403);
    expect(challenge.json()).toMatchObject({ NativeErrorCode: 6002, operationId: expect.any(String) });
    const decided = await sendSafeguarded(sandbox.app, aroha, 'POST', `/api/applications/${id}/submit`, {});
    expect(decided.json()).toMatchObject({ status: 'approved' });
    expect((await accountsOf(aroha)).find((a) => a.product === 'credit-card')!.creditLimitCents).toBe(400_000);
  });

  it('refers an increase when CreditCardIncreaseAllowAutomatedApproval is off', async () => {
    await setFeatureFlag(sandbox.db, 'CreditCardIncreaseAllowAutomatedApproval', { enabled: false, customerNumber: '1000001' });
    const aroha = await login(sandbox.app, '1000001');
    const id = await draft(aroha, 'credit-card-limit-change', { newLimit: '6,000', reason: 'Travel', ...FINANCES });
    expect((await sendSafeguarded(sandbox.app, aroha, 'POST', `/api/applications/${id}/submit`, {})).json()).toMatchObject({ status: 'referred' });
    await setFeatureFlag(sandbox.db, 'CreditCardIncreaseAllowAutomatedApproval', { enabled: null, customerNumber: '1000001' });
  });
});
