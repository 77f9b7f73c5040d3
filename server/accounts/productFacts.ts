import type { AccountFactsDto } from '../../contract/accounts';
import type { AccountDto } from '../../contract/accounts';
import type { Queryable } from '../platform/db/Database';
import { interestAtMaturityCents, nextRepaymentOn, type RepaymentFrequency } from './productRules';

// Date columns are read as ::text, 'YYYY-MM-DD': a driver's Date would be midnight in the server's zone.

async function creditCardFacts(db: Queryable, account: AccountDto): Promise<AccountFactsDto> {
  const { rows: [card] } = await db.query<{ last4: string }>(
    `SELECT last4 FROM cards WHERE account_id = $1 AND status <> 'cancelled' AND activated ORDER BY created_at DESC, id DESC LIMIT 1`, [account.id]);
  const { rows: [statement] } = await db.query<{ statement_date: string; closing_balance_cents: string | number; minimum_payment_cents: string | number; due_date: string }>(
    `SELECT statement_date::text, closing_balance_cents, minimum_payment_cents, due_date::text FROM credit_card_statements
      WHERE account_id = $1 ORDER BY statement_date DESC LIMIT 1`, [account.id]);
  return {
    kind: 'credit-card', creditLimitCents: account.creditLimitCents ?? 0, cardLast4: card?.last4 ?? null,
    statement: statement ? {
      date: statement.statement_date, closingBalanceCents: Number(statement.closing_balance_cents),
      minimumPaymentCents: Number(statement.minimum_payment_cents), dueDate: statement.due_date,
    } : null,
  };
}

async function termDepositFacts(db: Queryable, account: AccountDto): Promise<AccountFactsDto | null> {
  const { rows: [td] } = await db.query<{ interest_rate_bps: number; term_months: number; start_date: string; maturity_date: string;
    maturity_instruction: 'reinvest-all' | 'reinvest-principal' | 'pay-out'; pay_to_account_number: string | null }>(
    `SELECT interest_rate_bps, term_months, start_date::text, maturity_date::text, maturity_instruction, pay_to_account_number
       FROM term_deposits WHERE account_id = $1`,
    [account.id]);
  if (!td) return null;
  const [startDate, maturityDate] = [td.start_date, td.maturity_date];
  return {
    kind: 'term-deposit', interestRateBps: Number(td.interest_rate_bps), termMonths: Number(td.term_months), startDate, maturityDate,
    maturityInstruction: td.maturity_instruction, payToAccountNumber: td.pay_to_account_number,
    interestAtMaturityCents: interestAtMaturityCents(account.balanceCents, Number(td.interest_rate_bps), startDate, maturityDate),
  };
}

async function loanFacts(db: Queryable, account: AccountDto, today: string): Promise<AccountFactsDto | null> {
  const { rows: [loan] } = await db.query<{ interest_rate_bps: number; rate_type: 'fixed' | 'floating'; fixed_until: string | null;
    repayment_cents: string | number; repayment_frequency: RepaymentFrequency; next_repayment_date: string }>(
    `SELECT interest_rate_bps, rate_type, fixed_until::text, repayment_cents, repayment_frequency, next_repayment_date::text
       FROM loans WHERE account_id = $1`,
    [account.id]);
  if (!loan) return null;
  return {
    kind: 'loan', interestRateBps: Number(loan.interest_rate_bps), rateType: loan.rate_type,
    fixedUntil: loan.fixed_until === null ? null : loan.fixed_until,
    repaymentCents: Number(loan.repayment_cents), repaymentFrequency: loan.repayment_frequency,
    nextRepaymentDate: nextRepaymentOn(loan.next_repayment_date, loan.repayment_frequency, today),
  };
}

/** The product's own facts for its account page; null for a product that has none (or none recorded yet). */
export async function productFacts(db: Queryable, account: AccountDto, today: string): Promise<AccountFactsDto | null> {
  switch (account.product) {
    case 'credit-card': return creditCardFacts(db, account);
    case 'term-deposit': return termDepositFacts(db, account);
    case 'personal-loan':
    case 'home-loan': return loanFacts(db, account, today);
    default: return null;
  }
}
