import type { ApplicationDecisionDto } from '../../contract/applications';
import type { Database } from '../platform/db/Database';
import { joinKiwiSaver } from './kiwiSaverMembership';
import { decideLimitChange, LIMIT_PRODUCTS } from './limitChange';
import { openAccount } from './openAccount';
import { creditScoreOf, findApplication, recordDecision } from './queries';
import { decide, firstProblem } from './rules';

export type SubmitOutcome =
  | { kind: 'decided'; decision: ApplicationDecisionDto }
  | { kind: 'not-found' } | { kind: 'completed' } | { kind: 'invalid'; message: string };

/**
 * Decides the customer's draft in one transaction (the row locked, so a double submit decides
 * once): its answers checked by the form's rules, the decision recorded, and an account opened
 * when an approval opens one (an everyday or savings account, or a first KiwiSaver membership).
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
    if (decision.status === 'approved' && application.product === 'kiwisaver') accountNumber = await joinKiwiSaver(tx, customerNumber, application.answers);
    if (decision.status === 'approved' && (application.product === 'everyday-account' || application.product === 'savings-account')) {
      accountNumber = await openAccount(tx, customerNumber, application.product);
    }
    return { kind: 'decided', decision: { ...decision, accountNumber } };
  });
}
