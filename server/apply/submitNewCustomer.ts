import { randomUUID } from 'node:crypto';
import type { Database } from '../platform/db/Database';
import { decide, firstProblem } from './rules';
import { LENDING_POLICY, type Decision } from './decide';

export type NewCustomerOutcome = { kind: 'decided'; reference: string; decision: Decision } | { kind: 'invalid'; message: string };

/**
 * Decides a new customer's application. The bureau has no file on someone the bank does not
 * know yet, so the sandbox scores them at the floor; an approval is referred, because a new
 * customer's identity is verified (customer due diligence) before any lending starts.
 */
export function newCustomerDecision(product: 'personal-loan' | 'credit-card', answers: Record<string, string>): Decision {
  const decision = decide(product, answers, LENDING_POLICY.minimumCreditScore);
  return decision.status === 'approved' ? { status: 'referred', reasonCode: null } : decision;
}

/** Checks the answers by the product's own rules, then records the applicant and the decided application in one transaction. */
export async function submitNewCustomerApplication(
  db: Database, product: 'personal-loan' | 'credit-card', answers: Record<string, string>,
): Promise<NewCustomerOutcome> {
  const problem = firstProblem(product, answers);
  if (problem) return { kind: 'invalid', message: problem };
  const decision = newCustomerDecision(product, answers);
  const applicantId = randomUUID();
  const reference = randomUUID();
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO new_customer_applicants (id, first_name, last_name, mobile) VALUES ($1, $2, $3, $4)',
      [applicantId, answers.firstName, answers.lastName, answers.mobile]);
    await tx.query(
      `INSERT INTO new_customer_applications (id, applicant_id, product, answers, status, reason_code) VALUES ($1, $2, $3, $4::jsonb, $5, $6)`,
      [reference, applicantId, product, JSON.stringify(answers), decision.status, decision.reasonCode]);
  });
  return { kind: 'decided', reference, decision };
}
