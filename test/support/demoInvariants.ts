import type { Queryable } from '../../server/platform/db/Database';
import type { Clock } from '../../server/platform/clock/Clock';
import { DEMO_CUSTOMERS } from '../../server/platform/seed/demoCustomers';
import { DEMO_CARD_HOLDS, heldOn, PENDING_WINDOW_MS } from '../../server/accounts/demoCardHolds';
import { AROHA_RENT, AROHA_SAVINGS } from '../../server/automatic-payments/demoAutomaticPayments';
import { LANDLORDS, MONTHLY_BILLS } from '../../server/accounts/seedMerchants';
import { listStatements } from '../../server/statements/queries';
import { rateText } from '../../server/messages/demoMessages';
import { addDays, ageOn, aucklandDateOf } from '../../contract/rules/AucklandDate';

/**
 * The shapes docs/demo-data.md promises of the seeded demo customers, checked against a
 * seeded database at the clock's time. Answers the broken promises, in words (empty: all hold).
 * test/server/platform/demoInvariants.test.ts runs it at many clock values.
 */
export async function brokenDemoInvariants(db: Queryable, clock: Clock): Promise<string[]> {
  const broken: string[] = [];
  const expect = (holds: boolean, promise: string) => { if (!holds) broken.push(promise); };
  const nowMs = clock.nowMs();
  const today = clock.today();
  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows[0] as T;
  const many = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;
  const ms = (value: Date | string | null) => (value === null ? NaN : new Date(value).getTime());
  // The last 12 finished Auckland months, newest first: 'YYYY-MM'.
  const finishedMonths = Array.from({ length: 12 }, (_, i) => {
    const [y, m] = today.split('-').map(Number) as [number, number];
    const index = y * 12 + (m - 1) - (i + 1);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
  const monthOf = (at: Date | string) => aucklandDateOf(ms(at)).slice(0, 7);

  // Sophie is 17 on every date: the spec's under-18 rules (insurance, payee editing) are hers to show.
  const sophie = await one<{ born: string }>("SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS born FROM customers WHERE customer_number = '1000005'");
  expect(ageOn(sophie.born, today) === 17, '1000005 (Sophie) is 17');

  // Every account: the stated balance; available = balance + credit limit + the stated holds.
  for (const customer of DEMO_CUSTOMERS) {
    for (const [order, stated] of customer.accounts.entries()) {
      const id = `${customer.customerNumber}-${order + 1}`;
      const row = await one<{ balance_cents: string; available_cents: string; product: string }>(
        'SELECT balance_cents::text, available_cents::text, product FROM accounts WHERE id = $1', [id]);
      expect(Number(row?.balance_cents) === stated.balanceCents, `${id} holds its stated balance ${stated.balanceCents}`);
      // Term deposits, KiwiSaver and loans report nothing available (server/accounts): only spendable products are checked.
      if (['everyday', 'bills', 'savings', 'online-saver', 'credit-card'].includes(stated.product)) {
        const held = stated.product === 'everyday' || stated.product === 'credit-card' ? heldOn(customer.customerNumber, stated.product) : 0;
        expect(Number(row?.available_cents) === stated.balanceCents + (stated.creditLimitCents ?? 0) + held,
          `${id} has available = balance + limit − its stated holds`);
      }
    }
  }
  // The ledger: each transaction sums to zero, each balance is its posted postings.
  const unbalanced = await many('SELECT transaction_id FROM postings GROUP BY transaction_id HAVING sum(amount_cents) <> 0');
  expect(unbalanced.length === 0, 'every transaction’s postings sum to zero');
  const drift = await many(`SELECT a.id FROM accounts a WHERE a.balance_cents <> coalesce((SELECT sum(p.amount_cents) FROM postings p
      JOIN ledger_transactions t ON t.id = p.transaction_id WHERE p.account_id = a.id AND t.status = 'posted'), 0)`);
  expect(drift.length === 0, 'every balance is the sum of its posted postings');
  // Nothing happens after now: no transaction, no message.
  const late = await one<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_transactions
      WHERE created_at > sandbox_now() OR posted_at > sandbox_now()`);
  expect(late.n === 0, 'no transaction is dated after now');
  const lateMessages = await one<{ n: number }>('SELECT count(*)::int AS n FROM customer_messages WHERE received_at > sandbox_now()');
  expect(lateMessages.n === 0, 'no message is dated after now');

  // Pending: exactly the stated holds, each within the two days before now.
  const pending = await many<{ customer_number: string; created_at: Date }>(
    "SELECT customer_number, created_at FROM ledger_transactions WHERE status = 'pending' AND scheduled_for IS NULL");
  expect(pending.length === DEMO_CARD_HOLDS.length, 'the pending card payments are exactly the stated holds');
  expect(pending.every((p) => ms(p.created_at) <= nowMs && ms(p.created_at) >= nowMs - PENDING_WINDOW_MS), 'every hold is within the two days before now');
  expect(pending.filter((p) => p.customer_number === '1000001').length >= 2, 'Aroha has pending card payments');
  expect(!pending.some((p) => p.customer_number === '1000007'), 'Grace has no pending card payment (her available is her balance)');

  // Aroha's Everyday (1000001-1).
  const everyday = await many<{ amount: string; description: string; particulars: string; code: string; reference: string; kind: string; posted_at: Date; other: string | null }>(
    `SELECT p.amount_cents::text AS amount, p.description, t.particulars, t.code, t.reference, t.kind, t.posted_at,
            (SELECT coalesce(o.account_id, o.external_account) FROM postings o WHERE o.transaction_id = t.id AND o.id <> p.id LIMIT 1) AS other
       FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE p.account_id = '1000001-1' AND t.status = 'posted'`);
  expect(everyday.length >= 75, 'Aroha’s Everyday has at least three pages (75) of posted transactions');
  const salaries = everyday.filter((t) => t.particulars === 'SALARY' && Number(t.amount) > 0);
  expect(salaries.some((t) => ms(t.posted_at) >= nowMs - 14 * 86_400_000), 'Aroha was paid a salary in the last 14 days');
  // Rent: anything paid to a landlord (the history's landlords, and hers).
  const landlords = [...LANDLORDS, AROHA_RENT.payee];
  const rents = everyday.filter((t) => landlords.includes(t.description));
  expect(rents.length > 0 && rents.every((t) => t.description === AROHA_RENT.payee && Number(t.amount) === -AROHA_RENT.amountCents
    && t.particulars === (AROHA_RENT.particulars ?? '') && t.code === (AROHA_RENT.code ?? '') && t.reference === (AROHA_RENT.reference ?? '')
    && t.other === AROHA_RENT.to),
  'every rent paid is the automatic payment’s: one landlord, one amount, its account and references');
  const savings = everyday.filter((t) => t.other === '1000001-3');
  expect(savings.length > 0 && savings.every((t) => Number(t.amount) === -AROHA_SAVINGS.amountCents && t.kind === 'transfer'),
    'every transfer to the Online Saver is the automatic payment’s amount');
  const nextRent = addDays(today, AROHA_RENT.nextInDays);
  expect(rents.some((t) => aucklandDateOf(ms(t.posted_at)) === addDays(nextRent, -7)), 'the last rent paid is one week before the next one listed');
  for (const month of finishedMonths) {
    expect(rents.filter((t) => monthOf(t.posted_at) === month).length >= 4, `Aroha paid rent every week of ${month}`);
    expect(savings.filter((t) => monthOf(t.posted_at) === month).length >= 2, `Aroha saved every fortnight of ${month}`);
  }
  // Grace repays a home loan: she pays no rent.
  const gracesRent = await one<{ n: number }>(`SELECT count(*)::int AS n FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE t.customer_number = '1000007' AND p.account_id IS NULL AND p.description = 'Rent'`);
  expect(gracesRent.n === 0, 'Grace, who repays a home loan, pays no rent');
  // Bills: each of MONTHLY_BILLS from her Bills account (1000001-2) in every finished month.
  const bills = await many<{ description: string; posted_at: Date }>(
    `SELECT p.description, t.posted_at FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE p.account_id = '1000001-2' AND t.status = 'posted' AND t.kind = 'direct-debit'`);
  for (const month of finishedMonths) {
    for (const bill of MONTHLY_BILLS) {
      expect(bills.some((b) => b.description === bill.name && monthOf(b.posted_at) === month), `Aroha paid ${bill.name} in ${month}`);
    }
  }
  // Statements: Everyday and Bills for each of the last 12 finished months, none for this one.
  const statements = await listStatements(db, '1000001');
  for (const month of finishedMonths) {
    for (const id of ['1000001-1', '1000001-2']) {
      expect(statements.some((s) => s.accountId === id && s.month === month), `a statement of ${id} for ${month}`);
    }
  }
  expect(statements.every((s) => finishedMonths.includes(s.month)), 'statements only for the last 12 finished months');

  // Automatic payments: the stated ones, next dates after today.
  const automatic = await many<{ payee_name: string; amount_cents: string; next_date: string }>(
    "SELECT payee_name, amount_cents::text, next_date::text FROM automatic_payments WHERE customer_number = '1000001' ORDER BY payee_name");
  expect(automatic.length === 2 && automatic.every((p) => p.next_date > today), 'Aroha’s two automatic payments are due after today');
  expect(automatic.some((p) => p.payee_name === AROHA_RENT.payee && Number(p.amount_cents) === AROHA_RENT.amountCents), 'the rent listed is the rent paid');
  expect(automatic.some((p) => p.payee_name === AROHA_SAVINGS.payee && Number(p.amount_cents) === AROHA_SAVINGS.amountCents), 'the savings listed are the savings made');

  // The inbox agrees with the term deposit's page, and asks nothing Manage cards cannot do.
  const td = await one<{ maturity_date: string; interest_rate_bps: number }>(
    "SELECT maturity_date::text, interest_rate_bps FROM term_deposits WHERE account_id = '1000001-4'");
  const messages = await many<{ subject: string; body: string }>("SELECT subject, body FROM customer_messages WHERE customer_number = '1000001'");
  const maturity = messages.find((m) => m.subject.startsWith('Your term deposit matures on'));
  const longDate = new Intl.DateTimeFormat('en-NZ', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
    .format(new Date(`${td?.maturity_date}T00:00:00Z`));
  expect(!!td && td.maturity_date > today, 'Aroha’s term deposit matures after today');
  expect(!!maturity && maturity.body.includes(longDate) && maturity.body.includes(rateText(Number(td?.interest_rate_bps))),
    'the maturity message states the maturity date and rate the term deposit’s page shows');
  expect(messages.every((m) => !/activate (it|the new|your)/i.test(m.body)), 'no message asks to activate a card (Manage cards cannot)');
  // Product facts are in the future (maturity, repayments) or the past (statements), never stale.
  const loans = await many<{ next_repayment_date: string }>('SELECT next_repayment_date::text FROM loans');
  expect(loans.length > 0 && loans.every((l) => l.next_repayment_date > today), 'every loan’s next repayment is after today');
  const cardStatements = await many<{ statement_date: string; due_date: string }>('SELECT statement_date::text, due_date::text FROM credit_card_statements');
  expect(cardStatements.every((s) => s.statement_date < today && s.due_date > today), 'every card statement closed before today and is due after it');
  const cards = await many<{ expires: string }>('SELECT expires FROM cards');
  expect(cards.every((c) => `20${c.expires.slice(3)}-${c.expires.slice(0, 2)}` > today.slice(0, 7)), 'no card has expired');
  return broken;
}
