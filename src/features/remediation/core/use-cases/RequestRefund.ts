import { formatNzBankAccountNumber, isValidNzBankAccountNumber } from '../../../../../contract/rules/NzBankAccountNumber';
import type { RefundDestination } from '../domain/Refund';
import { RefundFailure } from '../domain/RefundFailure';
import type { RemediationService } from '../ports/RemediationService';
import type { Safeguard } from '../../../../kernel/domain/Escalation';

/**
 * Sends the refund request. Another bank's account number is checked with the check-digit rules
 * first, and sent with dashes, so a typing slip never leaves the page; paying into it is approved
 * with the step-up (the code names that account), so a stolen session cannot redirect the refund.
 */
export class RequestRefund {
  constructor(private readonly remediation: RemediationService, private readonly safeguard: Safeguard) {}

  async execute(destination: RefundDestination): Promise<void> {
    if (destination.kind === 'own') return this.remediation.submit(destination);
    if (!isValidNzBankAccountNumber(destination.accountNumber)) throw new RefundFailure('invalid-account');
    const accountNumber = formatNzBankAccountNumber(destination.accountNumber) ?? destination.accountNumber;
    const other = { kind: 'other' as const, accountNumber, accountName: destination.accountName.trim() };
    return this.safeguard((operationId) => this.remediation.submit(other, operationId));
  }
}
