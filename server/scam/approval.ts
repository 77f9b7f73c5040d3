import type { FastifyRequest } from 'fastify';
import { requireEscalation, type Escalation, type SafeguardDeps } from '../escalation/safeguard';

/**
 * The one call every money door of scam protection asks for the customer's approval through
 * (a raised payment limit, an automatic payment to someone else's account, a credit-card limit
 * raise, an overdraft arranged or raised). Today it is the one-time-code step-up; when codes
 * are bound to what they approve (issue 19), this is the single place to pass the request's
 * details to the bound step-up.
 */
export function requireApproval(deps: SafeguardDeps, request: FastifyRequest, purpose: string): Promise<Escalation> {
  return requireEscalation(deps, request, purpose);
}

/** The purposes (operations) of the money doors, as the step-up records them. */
export const APPROVAL = {
  raisePaymentLimit: 'raise-payment-limit',
  automaticPaymentToOthers: 'automatic-payment-to-others',
  creditLimitRaise: 'credit-limit-raise',
  overdraftRaise: 'overdraft-raise',
} as const;
