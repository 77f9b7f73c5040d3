import type { ApplicationDecisionDto } from '../../contract/apply';
import { parseDollarsToCents } from '../../contract/rules/DollarAmount';
import { OVERDRAFT_REFER_ABOVE_CENTS } from '../../contract/rules/OverdraftApplication';
import type { Queryable } from '../platform/db/Database';
import { decideLending } from './decide';
import { flagOn } from './flags';

export type OverdraftOutcome = { kind: 'invalid'; message: string } | { kind: 'decided'; decision: ApplicationDecisionDto };

/** An overdraft is serviced as if 3% of it were repaid each month, as a card limit is. */
const SERVICING_SHARE = 0.03;

/**
 * Decides an arranged overdraft on one of the customer's everyday accounts. Lowering or removing
 * it is applied at once; a new or higher limit is judged on the applicant's figures and approved
 * by the sandbox only while OverdraftAllowAutomatedApproval is on (and it is not large), referred
 * to a person otherwise. The approved limit is the account's credit limit, so its available
 * amount, which Pay checks, grows with it.
 */
export async function decideOverdraft(
  tx: Queryable, customerNumber: string, answers: Record<string, string>, creditScore: number,
): Promise<OverdraftOutcome> {
  const { rows: [account] } = await tx.query<{ id: string; limit: string | number | null }>(
    `SELECT id, credit_limit_cents AS limit FROM accounts
      WHERE id = $1 AND customer_number = $2 AND product = 'everyday' FOR UPDATE`, [answers.overdraftAccount ?? '', customerNumber]);
  if (!account) return { kind: 'invalid', message: 'Choose one of your everyday accounts for the overdraft' };
  const current = Number(account.limit ?? 0);
  const wanted = parseDollarsToCents(answers.overdraftLimit ?? '') ?? 0;
  if (wanted === current) return { kind: 'invalid', message: 'Choose a limit different from your current overdraft' };
  let decision: { status: ApplicationDecisionDto['status']; reasonCode: number | null } = { status: 'approved', reasonCode: null };
  if (wanted > current) {
    decision = decideLending({
      creditScore, amountCents: wanted, referAboveCents: OVERDRAFT_REFER_ABOVE_CENTS,
      monthlyIncomeCents: parseDollarsToCents(answers.monthlyIncome ?? '') ?? 0,
      monthlyExpensesCents: parseDollarsToCents(answers.monthlyExpenses ?? '') ?? 0,
      monthlyCommitmentCents: Math.ceil(wanted * SERVICING_SHARE),
    });
    if (decision.status === 'approved' && !(await flagOn(tx, customerNumber, 'OverdraftAllowAutomatedApproval'))) {
      decision = { status: 'referred', reasonCode: null };
    }
  }
  if (decision.status === 'approved') {
    await tx.query(
      `UPDATE accounts SET available_cents = available_cents + ($2::bigint - COALESCE(credit_limit_cents, 0)),
         credit_limit_cents = NULLIF($2::bigint, 0) WHERE id = $1`, [account.id, wanted]);
  }
  return { kind: 'decided', decision: { ...decision, accountNumber: null } };
}
