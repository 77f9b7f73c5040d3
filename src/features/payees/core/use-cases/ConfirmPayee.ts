import { ApiError } from '../../../../kernel/domain/ApiError';
import type { Confirmation } from '../domain/Confirmation';
import type { PayeeService } from '../ports/PayeeService';

/**
 * Confirmation of Payee before a payee is saved. It informs and never blocks: when the check
 * itself fails (network, server fault), the customer is told it could not be checked and may
 * carry on, as when the payee's bank is out of service.
 */
export class ConfirmPayee {
  constructor(private readonly payees: PayeeService) {}

  async execute(input: { name: string; accountNumber: string }): Promise<Confirmation> {
    try {
      return await this.payees.confirm({ name: input.name.trim(), accountNumber: input.accountNumber.trim() });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 0 || error.isServerError)) return { outcome: 'unavailable' };
      throw error;
    }
  }
}
