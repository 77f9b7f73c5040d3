import type { ApplicationDecisionDto, ApplicationProductId } from '../../contract/apply';
import { limitSideProblem } from '../../contract/rules/CardLimitChange';
import { parseDollarsToCents } from '../../contract/rules/DollarAmount';
import type { Queryable } from '../platform/db/Database';
import { flagOn } from './flags';
import { decideLending, LENDING_POLICY } from './decide';

export const LIMIT_PRODUCTS: readonly ApplicationProductId[] = ['credit-card-limit-increase', 'credit-card-limit-decrease', 'credit-card-limit-change'];

interface Card { id: string; limit: number }

async function cardOf(tx: Queryable, customerNumber: string): Promise<Card | null> {
  const { rows } = await tx.query<{ id: string; credit_limit_cents: string | number }>(
    `SELECT id, credit_limit_cents FROM accounts WHERE customer_number = $1 AND product = 'credit-card'
      ORDER BY sort_order LIMIT 1 FOR UPDATE`, [customerNumber]);
  return rows[0] ? { id: rows[0].id, limit: Number(rows[0].credit_limit_cents) } : null;
}


export type LimitOutcome = { kind: 'invalid'; message: string } | { kind: 'decided'; decision: ApplicationDecisionDto };

/**
 * Decides a limit change on the customer's card. A decrease is applied at once. An increase
 * is judged like a card application on the new limit; an approval is automated only while
 * CreditCardIncreaseAllowAutomatedApproval is on, and referred to a person otherwise.
 * A change (/change) goes the way the new limit lies from the current one.
 * An approved change moves the limit and the available amount together.
 */
export async function decideLimitChange(
  tx: Queryable, customerNumber: string, product: ApplicationProductId, answers: Record<string, string>, creditScore: number,
): Promise<LimitOutcome> {
  const card = await cardOf(tx, customerNumber);
  if (!card) return { kind: 'invalid', message: "You don't have a Kōwhai credit card to change." };
  const newLimit = parseDollarsToCents(answers.newLimit ?? '') ?? 0;
  const direction = product === 'credit-card-limit-increase' || (product === 'credit-card-limit-change' && newLimit > card.limit)
    ? 'increase' : 'decrease';
  const problem = limitSideProblem(direction, newLimit, card.limit);
  if (problem) return { kind: 'invalid', message: problem };
  let decision = { status: 'approved' as ApplicationDecisionDto['status'], reasonCode: null as number | null };
  if (direction === 'increase') {
    decision = decideLending({
      creditScore, amountCents: newLimit, referAboveCents: LENDING_POLICY.referCardLimitAboveCents,
      monthlyIncomeCents: parseDollarsToCents(answers.monthlyIncome ?? '') ?? 0,
      monthlyExpensesCents: parseDollarsToCents(answers.monthlyExpenses ?? '') ?? 0,
      monthlyCommitmentCents: Math.ceil(newLimit * LENDING_POLICY.cardServicingShare),
    });
    if (decision.status === 'approved' && !(await flagOn(tx, customerNumber, 'CreditCardIncreaseAllowAutomatedApproval'))) decision = { status: 'referred', reasonCode: null };
  }
  if (decision.status === 'approved') {
    await tx.query(
      `UPDATE accounts SET available_cents = available_cents + ($2::bigint - credit_limit_cents), credit_limit_cents = $2 WHERE id = $1`,
      [card.id, newLimit]);
  }
  return { kind: 'decided', decision: { ...decision, accountNumber: null } };
}
