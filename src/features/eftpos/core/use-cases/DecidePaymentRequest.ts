import type { EftposService } from '../ports/EftposService';

/** Why a decline cannot be sent, in the form's words; null when it can. */
export function declineReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return 'Tell us why you are declining this payment';
  if (trimmed.length > 200) return 'Keep the reason to 200 characters or fewer';
  return null;
}

/** Declines a merchant's request with the customer's reason (POST /api/eftpos/decline). */
export class DeclinePaymentRequest {
  constructor(private readonly eftpos: EftposService) {}

  async execute(input: { requestId: string; reason: string }): Promise<void> {
    const problem = declineReasonProblem(input.reason);
    if (problem) throw new Error(problem);
    await this.eftpos.decline({ requestId: input.requestId, reason: input.reason.trim() });
  }
}

/**
 * Approves a request from an account. The caller runs it under the escalation safeguard,
 * which calls it again with the operation id once the SMS code is accepted.
 */
export class ApprovePaymentRequest {
  constructor(private readonly eftpos: EftposService) {}

  execute(input: { requestId: string; accountId: string }, operationId?: string): Promise<void> {
    return this.eftpos.approve(input, operationId);
  }
}
