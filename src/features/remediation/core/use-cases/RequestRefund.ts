import { formatNzBankAccountNumber, isValidNzBankAccountNumber } from '../../../../../contract/rules/NzBankAccountNumber';
import type { RefundDestination } from '../domain/Refund';
import { RefundFailure } from '../domain/RefundFailure';
import type { RemediationService } from '../ports/RemediationService';

/**
 * Sends the refund request. Another bank's account number is checked with the check-digit rules
 * first, and sent with dashes, so a typing slip never leaves the page.
 */
export class RequestRefund {
  constructor(private readonly remediation: RemediationService) {}

  async execute(destination: RefundDestination): Promise<void> {
    if (destination.kind === 'own') return this.remediation.submit(destination);
    if (!isValidNzBankAccountNumber(destination.accountNumber)) throw new RefundFailure('invalid-account');
    const accountNumber = formatNzBankAccountNumber(destination.accountNumber) ?? destination.accountNumber;
    return this.remediation.submit({ kind: 'other', accountNumber, accountName: destination.accountName.trim() });
  }
}
