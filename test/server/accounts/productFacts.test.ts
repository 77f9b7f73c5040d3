import { addDays } from '../../../contract/rules/AucklandDate';
import { addMonths, interestAtMaturityCents, minimumPaymentCents } from '../../../server/accounts/productRules';
import { moneySandbox, type MoneySandbox } from '../../support/moneySandbox';
import { sandboxToday } from '../../support/sandboxTime';

let sandbox: MoneySandbox;
beforeAll(async () => { sandbox = await moneySandbox(['1000001', '1000006', '1000007']); }, 120_000);
afterAll(async () => { await sandbox.close(); });

/** Today by the sandbox's clock, read before each test (SANDBOX_CLOCK_AT may have moved it off the machine's). */
let sandboxDay = '';
beforeEach(async () => { sandboxDay = await sandboxToday(sandbox.db); });
const today = () => sandboxDay;
const account = async (customer: string, product: string) => {
  const list = (await sandbox.get(customer, '/api/accounts')).json() as { id: string; product: string }[];
  const found = list.find((a) => a.product === product);
  if (!found) throw new Error(`${customer} has no ${product}`);
  const response = await sandbox.get(customer, `/api/accounts/${found.id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe("each product's own facts on GET /api/accounts/{id}", () => {
  it("gives a credit card its latest statement, agreeing with the ledger, and the card in use", async () => {
    const card = await account('1000001', 'credit-card');
    const { statement, cardLast4, creditLimitCents } = card.facts;
    expect(card.facts.kind).toBe('credit-card');
    expect(creditLimitCents).toBe(card.creditLimitCents);
    const { rows: [inUse] } = await sandbox.db.query<{ last4: string }>(
      "SELECT last4 FROM cards WHERE account_id = $1 AND status <> 'cancelled'", [card.id]);
    expect(cardLast4).toBe(inUse?.last4);
    expect(statement.date < today()).toBe(true);
    expect(statement.dueDate > today()).toBe(true);
    const history = (await sandbox.get('1000001', `/api/accounts/${card.id}/balance-history?days=60`)).json();
    const onStatementDay = history.points.find((p: { date: string }) => p.date === statement.date);
    expect(statement.closingBalanceCents).toBe(onStatementDay.balanceCents);
    expect(statement.minimumPaymentCents).toBe(minimumPaymentCents(statement.closingBalanceCents));
  });

  it('gives a term deposit its rate, term, maturity and instructions, and nothing available', async () => {
    for (const customer of ['1000001', '1000006']) {
      const td = await account(customer, 'term-deposit');
      expect(td.availableCents).toBe(0);
      const { facts } = td;
      expect(facts).toMatchObject({ kind: 'term-deposit', interestRateBps: expect.any(Number), termMonths: expect.any(Number) });
      expect(facts.maturityDate > today()).toBe(true);
      expect(addMonths(facts.maturityDate, -facts.termMonths)).toBe(facts.startDate);
      expect(facts.interestAtMaturityCents).toBe(interestAtMaturityCents(td.balanceCents, facts.interestRateBps, facts.startDate, facts.maturityDate));
      expect(facts.payToAccountNumber === null).toBe(facts.maturityInstruction === 'reinvest-all');
    }
  });

  it('reads the facts from the term_deposits table, so what other seeds say can agree', async () => {
    const td = await account('1000001', 'term-deposit');
    const { rows: [row] } = await sandbox.db.query<{ maturity_date: string }>('SELECT maturity_date::text FROM term_deposits WHERE account_id = $1', [td.id]);
    expect(td.facts.maturityDate).toBe(row?.maturity_date);
    await sandbox.db.query("UPDATE term_deposits SET maturity_date = maturity_date + 1 WHERE account_id = $1", [td.id]);
    expect((await account('1000001', 'term-deposit')).facts.maturityDate).toBe(addDays(td.facts.maturityDate, 1));
    await sandbox.db.query("UPDATE term_deposits SET maturity_date = maturity_date - 1 WHERE account_id = $1", [td.id]);
  });

  it('gives personal and home loans their rate and next repayment, and nothing available', async () => {
    for (const product of ['personal-loan', 'home-loan']) {
      const loan = await account('1000007', product);
      expect(loan.availableCents).toBe(0);
      expect(loan.facts).toMatchObject({ kind: 'loan', rateType: expect.stringMatching(/^(fixed|floating)$/), repaymentFrequency: expect.any(String) });
      expect(loan.facts.repaymentCents).toBeGreaterThan(0);
      expect(loan.facts.nextRepaymentDate >= today()).toBe(true);
    }
  });

  it("has each loan's repayments in its history, of its repayment amount, one period apart, the last one period before the next", async () => {
    for (const product of ['personal-loan', 'home-loan']) {
      const loan = await account('1000007', product);
      const { posted } = (await sandbox.get('1000007', `/api/accounts/${loan.id}/transactions?q=REPAYMENT`)).json() as { posted: { date: string; amountCents: number }[] };
      expect(posted.length).toBeGreaterThan(2);
      expect(posted.every((t) => t.amountCents === loan.facts.repaymentCents)).toBe(true);
      const step = (date: string) => (loan.facts.repaymentFrequency === 'monthly' ? addMonths(date, 1) : addDays(date, loan.facts.repaymentFrequency === 'weekly' ? 7 : 14));
      expect(step(posted[0]?.date as string)).toBe(loan.facts.nextRepaymentDate);
      posted.slice(1).forEach((older, i) => expect(step(older.date)).toBe(posted[i]?.date));
    }
  });

  it("dates a term deposit's opening deposit on its start date", async () => {
    const td = await account('1000001', 'term-deposit');
    const { rows: [opening] } = await sandbox.db.query<{ date: string }>(
      `SELECT (t.posted_at AT TIME ZONE 'Pacific/Auckland')::date::text AS date FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id
        WHERE p.account_id = $1 AND t.kind = 'opening'`, [td.id]);
    expect(opening?.date).toBe(td.facts.startDate);
  });

  it('rolls a repayment date the clock has passed on to the next one', async () => {
    const loan = await account('1000007', 'personal-loan');
    await sandbox.db.query("UPDATE loans SET next_repayment_date = $2::date - interval '3 months' WHERE account_id = $1", [loan.id, loan.facts.nextRepaymentDate]);
    const rolled = await account('1000007', 'personal-loan');
    expect(rolled.facts.nextRepaymentDate >= today()).toBe(true);
    expect(rolled.facts.nextRepaymentDate.slice(8)).toBe(loan.facts.nextRepaymentDate.slice(8));
  });

  it('says KiwiSaver has nothing available in the list and on its page, and gives everyday accounts no facts', async () => {
    const list = (await sandbox.get('1000001', '/api/accounts')).json() as { product: string; availableCents: number; balanceCents: number }[];
    for (const locked of list.filter((a) => ['kiwisaver', 'term-deposit'].includes(a.product))) {
      expect(locked.balanceCents).toBeGreaterThan(0);
      expect(locked.availableCents).toBe(0);
    }
    expect((await account('1000001', 'kiwisaver')).availableCents).toBe(0);
    const everyday = await account('1000001', 'everyday');
    expect(everyday.facts).toBeNull();
    expect(everyday.availableCents).toBeGreaterThan(0);
  });
});
