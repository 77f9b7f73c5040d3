import { isValidNzBankAccountNumber } from '../../../contract/rules/NzBankAccountNumber';
import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { CREDIT_CARD, KIWISAVER, PERSONAL_LOAN } from '../../features/apply/contracts/validAnswers';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); }, 180_000);
afterAll(async () => { await sandbox.close(); });

const BASIC = `Basic ${Buffer.from('applications-test-browser:').toString('base64')}`;

async function login(customerNumber: string): Promise<string> {
  const response = await sandbox.app.inject({
    method: 'POST', url: '/token', payload: `grant_type=password&username=${customerNumber}&password=Kowhai-2026!`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: BASIC },
  });
  return `Bearer ${response.json().access_token}`;
}

const start = (authorization: string, product: string) =>
  sandbox.app.inject({ method: 'POST', url: `/api/applications/${product}`, headers: { authorization } });
const save = (authorization: string, id: string, body: unknown) =>
  sandbox.app.inject({ method: 'PUT', url: `/api/applications/${id}`, headers: { authorization }, payload: body as object });
const submit = (authorization: string, id: string) =>
  sandbox.app.inject({ method: 'POST', url: `/api/applications/${id}/submit`, headers: { authorization } });

describe('POST /api/applications/{product} (get-or-create)', () => {
  it('answers the same open application on every call, and only one exists even when two calls race', async () => {
    const aroha = await login('1000001');
    const [a, b] = await Promise.all([start(aroha, 'personal-loan'), start(aroha, 'personal-loan')]);
    expect(a.statusCode).toBe(200);
    expect(b.json().id).toBe(a.json().id);
    expect((await start(aroha, 'personal-loan')).json().id).toBe(a.json().id);
    const { rows } = await sandbox.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM applications WHERE customer_number = '1000001' AND product = 'personal-loan' AND status = 'draft'");
    expect(rows[0]?.count).toBe(1);
    expect(a.json()).toMatchObject({ product: 'personal-loan', status: 'draft', step: 0, answers: {} });
  });

  it('keeps one draft per product: a credit card draft is another application', async () => {
    const aroha = await login('1000001');
    expect((await start(aroha, 'credit-card')).json().id).not.toBe((await start(aroha, 'personal-loan')).json().id);
  });

  it('refuses a product the engine does not know, and an anonymous caller', async () => {
    expect((await start(await login('1000001'), 'yacht-loan')).statusCode).toBe(400);
    expect((await sandbox.app.inject({ method: 'POST', url: '/api/applications/credit-card' })).statusCode).toBe(401);
  });
});

describe('PUT /api/applications/{id}', () => {
  it('saves the answers and the step, and get-or-create resumes with them', async () => {
    const liam = await login('1000002');
    const { id } = (await start(liam, 'personal-loan')).json();
    const saved = await save(liam, id, { step: 2, answers: { firstName: 'Liam', lastName: 'Wilson' } });
    expect(saved.statusCode).toBe(200);
    expect((await start(liam, 'personal-loan')).json()).toMatchObject({ id, step: 2, answers: { firstName: 'Liam', lastName: 'Wilson' } });
  });

  it('refuses answers that are not strings, and unknown body fields', async () => {
    const liam = await login('1000002');
    const { id } = (await start(liam, 'credit-card')).json();
    expect((await save(liam, id, { step: 1, answers: { limit: 5000 } })).json()).toMatchObject({ NativeErrorCode: 4010 });
    expect((await save(liam, id, { step: 1, answers: {}, status: 'approved' })).statusCode).toBe(400);
  });
});

describe('every route is scoped to its customer', () => {
  it("answers 404 (10420) for another customer's application, as for one that does not exist", async () => {
    const { id } = (await start(await login('1000001'), 'credit-card')).json();
    const mere = await login('1000003');
    for (const response of [
      await sandbox.app.inject({ url: `/api/applications/${id}`, headers: { authorization: mere } }),
      await save(mere, id, { step: 1, answers: {} }),
      await submit(mere, id),
      await submit(mere, 'not-a-uuid'),
      await submit(mere, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ NativeErrorCode: 10420, message: 'Application not found.' });
    }
  });
});

describe('POST /api/applications/{id}/submit', () => {
  it('refuses incomplete answers with 4010 and the form rule\'s message, leaving the draft open', async () => {
    const tama = await login('1000006');
    const { id } = (await start(tama, 'personal-loan')).json();
    await save(tama, id, { step: 4, answers: { ...PERSONAL_LOAN, firstName: 'T4ma' } });
    const response = await submit(tama, id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ NativeErrorCode: 4010, message: 'Use only letters, hyphens, apostrophes and spaces' });
    expect((await start(tama, 'personal-loan')).json().id).toBe(id);
  });

  it('approves an affordable card for Aroha, once: a second submit is 10425 and a new draft starts afresh', async () => {
    const aroha = await login('1000001');
    const { id } = (await start(aroha, 'credit-card')).json();
    await save(aroha, id, { step: 4, answers: CREDIT_CARD });
    const decided = await submit(aroha, id);
    expect(decided.json()).toEqual({ status: 'approved', reasonCode: null, accountNumber: null });
    expect((await submit(aroha, id)).json()).toMatchObject({ NativeErrorCode: 10425 });
    expect((await save(aroha, id, { step: 1, answers: {} })).statusCode).toBe(409);
    expect((await start(aroha, 'credit-card')).json()).toMatchObject({ status: 'draft', step: 0, answers: {} });
  });

  it("declines Jack's loan with 10020: his credit score is too low", async () => {
    const jack = await login('1000004');
    const { id } = (await start(jack, 'personal-loan')).json();
    await save(jack, id, { step: 4, answers: PERSONAL_LOAN });
    expect((await submit(jack, id)).json()).toEqual({ status: 'declined', reasonCode: 10020, accountNumber: null });
  });

  it('refers a loan whose repayments take most of what is left after expenses, and declines one that cannot be met', async () => {
    const grace = await login('1000007');
    const loan = await start(grace, 'personal-loan');
    await save(grace, loan.json().id, { step: 4, answers: { ...PERSONAL_LOAN, monthlyIncome: '3,000', monthlyExpenses: '2,500' } });
    expect((await submit(grace, loan.json().id)).json().status).toBe('referred');
    const card = await start(grace, 'credit-card');
    await save(grace, card.json().id, { step: 4, answers: { ...CREDIT_CARD, monthlyIncome: '2,000', monthlyExpenses: '1,990' } });
    expect((await submit(grace, card.json().id)).json()).toEqual({ status: 'declined', reasonCode: null, accountNumber: null });
  });

  it('opens a savings account at once: it is in the customer\'s accounts with a valid number', async () => {
    const jack = await login('1000004');
    const { id } = (await start(jack, 'savings-account')).json();
    const decision = (await submit(jack, id)).json();
    expect(decision.status).toBe('approved');
    expect(isValidNzBankAccountNumber(decision.accountNumber)).toBe(true);
    const accounts = (await sandbox.app.inject({ url: '/api/accounts', headers: { authorization: jack } })).json();
    expect(accounts.at(-1)).toMatchObject({ product: 'savings', name: 'Savings', accountNumber: decision.accountNumber, balanceCents: 0 });
  });

  it('makes a first KiwiSaver member of Jack (account and membership), and changes Aroha\'s fund and rate', async () => {
    const jack = await login('1000004');
    const { id } = (await start(jack, 'kiwisaver')).json();
    await save(jack, id, { step: 4, answers: KIWISAVER });
    const decision = (await submit(jack, id)).json();
    expect(decision.status).toBe('approved');
    const { rows } = await sandbox.db.query<{ fund: string; rate: string; account_number: string }>(
      `SELECT m.fund, m.contribution_rate::text AS rate, a.account_number FROM kiwisaver_members m JOIN accounts a ON a.id = m.account_id
        WHERE m.customer_number = '1000004'`);
    expect(rows).toEqual([{ fund: 'Balanced Fund', rate: '3.5', account_number: decision.accountNumber }]);

    const aroha = await login('1000001');
    const switched = (await start(aroha, 'kiwisaver')).json().id;
    await save(aroha, switched, { step: 4, answers: { ...KIWISAVER, fund: 'conservative', contributionRate: '6' } });
    expect((await submit(aroha, switched)).json()).toEqual({ status: 'approved', reasonCode: null, accountNumber: null });
    const member = await sandbox.db.query<{ fund: string; rate: string }>(
      "SELECT fund, contribution_rate::text AS rate FROM kiwisaver_members WHERE customer_number = '1000001'");
    expect(member.rows).toEqual([{ fund: 'Conservative Fund', rate: '6.0' }]);
  });
});
