import type { ApplicationDecisionDto } from '../../contract/applications';
import type { Database, Queryable } from '../platform/db/Database';
import { decideLimitChange, LIMIT_PRODUCTS } from './limitChange';
import { OPENED_ACCOUNTS, openAccount } from './openAccount';
import { creditScoreOf, findApplication, recordDecision } from './queries';
import { decide, firstProblem } from './rules';

export type SubmitOutcome =
  | { kind: 'decided'; decision: ApplicationDecisionDto }
  | { kind: 'not-found' } | { kind: 'completed' } | { kind: 'invalid'; message: string };

async function hasKiwiSaver(tx: Queryable, customerNumber: string): Promise<boolean> {
  const { rows } = await tx.query("SELECT 1 FROM accounts WHERE customer_number = $1 AND product = 'kiwisaver'", [customerNumber]);
  return rows.length > 0;
}

/**
 * Decides the customer's draft in one transaction (the row locked, so a double submit decides
 * once): its answers checked by the form's rules, the decision recorded, and an account opened
 * when an approval opens one (an everyday or savings account, or a first KiwiSaver account).
 */
export function decideApplication(db: Database, customerNumber: string, id: string): Promise<SubmitOutcome> {
  return db.transaction(async (tx) => {
    const application = await findApplication(tx, customerNumber, id, true);
    if (!application) return { kind: 'not-found' };
    if (application.status !== 'draft') return { kind: 'completed' };
    const problem = firstProblem(application.product, application.answers);
    if (problem) return { kind: 'invalid', message: problem };
    const creditScore = await creditScoreOf(tx, customerNumber);
    if (LIMIT_PRODUCTS.includes(application.product)) {
      const outcome = await decideLimitChange(tx, customerNumber, application.product, application.answers, creditScore);
      if (outcome.kind === 'decided') await recordDecision(tx, id, outcome.decision.status, outcome.decision.reasonCode);
      return outcome;
    }
    const decision = decide(application.product, application.answers, creditScore);
    await recordDecision(tx, id, decision.status, decision.reasonCode);
    let accountNumber: string | null = null;
    if (decision.status === 'approved' && application.product in OPENED_ACCOUNTS) {
      const kind = application.product as keyof typeof OPENED_ACCOUNTS;
      if (kind !== 'kiwisaver' || !(await hasKiwiSaver(tx, customerNumber))) accountNumber = await openAccount(tx, customerNumber, kind);
    }
    return { kind: 'decided', decision: { ...decision, accountNumber } };
  });
}
