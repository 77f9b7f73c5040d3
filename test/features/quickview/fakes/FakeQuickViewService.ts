import type { QuickViewAccount } from '../../../../src/features/quickview/core/domain/QuickViewAccount';
import type { QuickViewService } from '../../../../src/features/quickview/core/ports/QuickViewService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

export const AROHA_QUICK_VIEW: QuickViewAccount[] = [
  { id: '1000001-1', name: 'Everyday', accountNumber: '38-9123-0102004-00', shown: false },
  { id: '1000001-2', name: 'Bills', accountNumber: '38-9123-0102041-00', shown: false },
];

/** Quick view in memory; refuses an account that is not the customer's (400), as the sandbox does. */
export class FakeQuickViewService implements QuickViewService {
  loggedIn = true;
  private accounts: QuickViewAccount[];

  constructor(accounts = AROHA_QUICK_VIEW) {
    this.accounts = accounts.map((a) => ({ ...a }));
  }

  async list(): Promise<QuickViewAccount[]> {
    this.guard();
    return this.accounts.map((a) => ({ ...a }));
  }

  async show(accountIds: readonly string[]): Promise<void> {
    this.guard();
    if (accountIds.some((id) => !this.accounts.some((a) => a.id === id))) {
      throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: 'Choose from your own accounts.' });
    }
    this.accounts = this.accounts.map((a) => ({ ...a, shown: accountIds.includes(a.id) }));
  }

  private guard(): void {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
