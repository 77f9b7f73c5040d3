import type { FastifyRequest } from 'fastify';
import type { Binding } from '../escalation';
import { requireEscalation, type Escalation, type SafeguardDeps } from '../escalation';

/**
 * The one call every money door of scam protection asks for the customer's approval through
 * (a raised payment limit, an automatic payment to someone else's account, a credit-card limit
 * raise, an overdraft arranged or raised): the bound step-up (escalation). `binding` names the
 * request's material fields in canonical form (cents, normalised account numbers), so a code
 * approves exactly that request: a code sent for a $2,000 limit does not raise it to $20,000.
 */
export function requireApproval(deps: SafeguardDeps, request: FastifyRequest, purpose: string, binding: Binding): Promise<Escalation> {
  return requireEscalation(deps, request, purpose, binding);
}

/** The purposes (operations) of the money doors, as the step-up records them. */
export const APPROVAL = {
  raisePaymentLimit: 'raise-payment-limit',
  automaticPaymentToOthers: 'automatic-payment-to-others',
  creditLimitRaise: 'credit-limit-raise',
  overdraftRaise: 'overdraft-raise',
} as const;
