import { addDays, startOfAucklandDayUtcMs } from '../../contract/rules/AucklandDate';
import type { Clock } from '../platform/clock/Clock';
import type { Queryable } from '../platform/db/Database';
import { DEMO_LOANS, DEMO_TERM_DEPOSITS } from './demoProductFacts';
import { addMonths, minimumPaymentCents } from './productRules';

/** A card's statement closed this many days ago and is due this many days after it closed. */
const STATEMENT_AGE_DAYS = 9;
const STATEMENT_DUE_AFTER_DAYS = 25;

const accountOf = async (tx: Queryable, customer: string, product: string) =>
  (await tx.query<{ id: string }>('SELECT id FROM accounts WHERE customer_number = $1 AND product = $2 ORDER BY sort_order LIMIT 1',
    [customer, product])).rows[0]?.id ?? null;

/**
 * Seeds term deposits, loans and every credit card's latest statement. Runs after the ledger
 * (a statement's balance is the card's balance at the end of its day, from the postings).
 */
export async function seedProductFacts(tx: Queryable, clock: Clock): Promise<void> {
  const today = clock.today();
  for (const td of DEMO_TERM_DEPOSITS) {
    const id = await accountOf(tx, td.customer, 'term-deposit');
    if (!id) continue;
    const maturity = addDays(today, td.maturesInDays);
    await tx.query(
      `INSERT INTO term_deposits (account_id, interest_rate_bps, term_months, start_date, maturity_date, maturity_instruction, pay_to_account_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, td.rateBps, td.termMonths, addMonths(maturity, -td.termMonths), maturity, td.instruction, td.payTo]);
    // The deposit that opened it was made on its start date, not when the ledger's history begins.
    const opened = new Date(startOfAucklandDayUtcMs(addMonths(maturity, -td.termMonths)) + 10 * 3_600_000);
    await tx.query(
      `UPDATE ledger_transactions SET created_at = $2, posted_at = $2 WHERE kind = 'opening'
          AND id IN (SELECT transaction_id FROM postings WHERE account_id = $1)`, [id, opened]);
  }
  for (const loan of DEMO_LOANS) {
    const id = await accountOf(tx, loan.customer, loan.product);
    if (!id) continue;
    await tx.query(
      `INSERT INTO loans (account_id, interest_rate_bps, rate_type, fixed_until, repayment_cents, repayment_frequency, next_repayment_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, loan.rateBps, loan.rateType, addDays(today, loan.fixedForDays), loan.repaymentCents, loan.frequency, addDays(today, loan.nextInDays)]);
  }
  const statementDate = addDays(today, -STATEMENT_AGE_DAYS);
  const { rows: cards } = await tx.query<{ id: string; closing: string | number }>(
    `SELECT a.id, a.balance_cents - coalesce((SELECT sum(p.amount_cents) FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
                                                WHERE p.account_id = a.id AND t.status = 'posted' AND t.posted_at >= $1), 0) AS closing
       FROM accounts a WHERE a.product = 'credit-card'`,
    [new Date(startOfAucklandDayUtcMs(addDays(statementDate, 1)))]);
  for (const card of cards) {
    const closing = Number(card.closing);
    await tx.query(
      `INSERT INTO credit_card_statements (account_id, statement_date, closing_balance_cents, minimum_payment_cents, due_date)
       VALUES ($1, $2, $3, $4, $5)`,
      [card.id, statementDate, closing, minimumPaymentCents(closing), addDays(statementDate, STATEMENT_DUE_AFTER_DAYS)]);
  }
}
