import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { DirectDebit } from '../../../../src/features/payees/core/domain/DirectDebit';
import type { DirectDebitService } from '../../../../src/features/payees/core/ports/DirectDebitService';

export const SOUTHERN_CROSS: DirectDebit = {
  id: '9d0c1f0e-0000-4000-8000-000000000001', accountName: 'Bills', accountNumber: '38-9123-0102041-00',
  initiatorName: 'Southern Cross Health', authorisationCode: '0571203', reference: 'Policy 88123', createdAt: '2025-10-19T21:00:00.000Z',
};

/** Direct debit authorities in memory; a cancelled one is gone from the list. */
export class FakeDirectDebitService implements DirectDebitService {
  private debits: DirectDebit[];

  constructor(debits: DirectDebit[] = [SOUTHERN_CROSS]) {
    this.debits = debits.map((d) => ({ ...d }));
  }

  async list(): Promise<DirectDebit[]> {
    return this.debits.map((d) => ({ ...d }));
  }

  async cancel(id: string): Promise<void> {
    if (!this.debits.some((d) => d.id === id)) throw new ApiError(404, null, { message: 'No such direct debit.' });
    this.debits = this.debits.filter((d) => d.id !== id);
  }
}
