import type { ApplicationDecisionDto, ApplicationDto } from '../../contract/apply';
import { TOO_YOUNG_FOR_INSURANCE_MESSAGE } from '../../contract/rules/InsuranceEligibility';
import type { Database, Queryable } from '../platform/db/Database';
import { LENDING_POLICY } from './decide';
import { eligibleForInsurance, issuePolicy } from './insurancePolicy';
import { joinKiwiSaver } from './kiwiSaverMembership';
import { decideLimitChange, LIMIT_PRODUCTS } from './limitChange';
import { openAccount } from './openAccount';
import { decideOverdraft } from './overdraft';
import { creditScoreOf, findApplication, recordDecision } from './queries';
import { decide, firstProblem } from './rules';
import { decideTopUp } from './topUp';

export type SubmitOutcome =
  | { kind: 'decided'; decision: ApplicationDecisionDto }
  | { kind: 'not-found' } | { kind: 'completed'; status: ApplicationDto['status'] } | { kind: 'invalid'; message: string };

type Decided = { kind: 'invalid'; message: string } | { kind: 'decided'; decision: ApplicationDecisionDto };

/** The products decided against the customer's own accounts or records, not the lending rules alone. */
async function decideAgainstRecords(tx: Queryable, customerNumber: string, application: ApplicationDto, creditScore: number, today: string): Promise<Decided | null> {
  const { product, answers } = application;
  if (LIMIT_PRODUCTS.includes(product)) return decideLimitChange(tx, customerNumber, product, answers, creditScore);
  if (product === 'overdraft') return decideOverdraft(tx, customerNumber, answers, creditScore);
  if (product === 'home-loan-top-up') return decideTopUp(tx, customerNumber, answers, creditScore, LENDING_POLICY.minimumCreditScore);
  if (product === 'insurance') {
    if (!(await eligibleForInsurance(tx, customerNumber, today))) return { kind: 'invalid', message: TOO_YOUNG_FOR_INSURANCE_MESSAGE };
    await issuePolicy(tx, customerNumber, answers, today);
    return { kind: 'decided', decision: { status: 'approved', reasonCode: null, accountNumber: null } };
  }
  return null;
}

/**
 * Decides the customer's draft in one transaction (the row locked, so a double submit decides
 * once): its answers checked by the form's rules, the decision recorded, and an account opened
 * when an approval opens one (an everyday or savings account, or a first KiwiSaver membership),
 * a limit moved, or an accepted insurance quote issued as a policy.
 */
export function decideApplication(db: Database, customerNumber: string, id: string, today: string): Promise<SubmitOutcome> {
  return db.transaction(async (tx) => {
    const application = await findApplication(tx, customerNumber, id, true);
    if (!application) return { kind: 'not-found' };
    if (application.status !== 'draft') return { kind: 'completed', status: application.status };
    const problem = firstProblem(application.product, application.answers);
    if (problem) return { kind: 'invalid', message: problem };
    const creditScore = await creditScoreOf(tx, customerNumber);
    const special = await decideAgainstRecords(tx, customerNumber, application, creditScore, today);
    if (special) {
      if (special.kind === 'decided') await recordDecision(tx, id, special.decision.status, special.decision.reasonCode);
      return special;
    }
    const decision = decide(application.product, application.answers, creditScore);
    await recordDecision(tx, id, decision.status, decision.reasonCode);
    let accountNumber: string | null = null;
    if (decision.status === 'approved' && application.product === 'kiwisaver') accountNumber = await joinKiwiSaver(tx, customerNumber, application.answers, today);
    if (decision.status === 'approved' && (application.product === 'everyday-account' || application.product === 'savings-account')) {
      accountNumber = await openAccount(tx, customerNumber, application.product);
    }
    return { kind: 'decided', decision: { ...decision, accountNumber } };
  });
}
