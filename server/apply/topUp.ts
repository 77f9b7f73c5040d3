import { CREDIT_SCORE_TOO_LOW, type ApplicationDecisionDto } from '../../contract/apply';
import type { Queryable } from '../platform/db/Database';
import { flagOn } from './flags';

export type TopUpOutcome = { kind: 'invalid'; message: string } | { kind: 'decided'; decision: ApplicationDecisionDto };

/**
 * A home loan top-up on one of the customer's own home loans. The applicant has seen the
 * borrowing calculator's serviceability figure; the lending decision on a mortgage is a
 * person's, so a valid top-up is referred to the home lending team (and a low score declined).
 */
export async function decideTopUp(
  tx: Queryable, customerNumber: string, answers: Record<string, string>, creditScore: number, minimumScore: number,
): Promise<TopUpOutcome> {
  if (!(await flagOn(tx, customerNumber, 'HomeLoanTopUp'))) return { kind: 'invalid', message: 'Home loan top-ups are not available online right now.' };
  const { rows: [loan] } = await tx.query<{ id: string }>(
    `SELECT id FROM accounts WHERE id = $1 AND customer_number = $2 AND product = 'home-loan'`, [answers.homeLoanAccount ?? '', customerNumber]);
  if (!loan) return { kind: 'invalid', message: 'Choose one of your home loans to top up' };
  const status = creditScore < minimumScore ? 'declined' : 'referred';
  return { kind: 'decided', decision: { status, reasonCode: status === 'declined' ? CREDIT_SCORE_TOO_LOW : null, accountNumber: null } };
}
