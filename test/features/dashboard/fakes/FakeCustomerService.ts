import type { Account } from '../../../../src/features/dashboard/core/domain/Account';
import type { CustomerProfile } from '../../../../src/features/dashboard/core/domain/Customer';
import type { CustomerService } from '../../../../src/features/dashboard/core/ports/CustomerService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

/** A logged-in customer's data held in memory; `loggedIn = false` answers like the API does without a token. */
export class FakeCustomerService implements CustomerService {
  loggedIn = true;

  constructor(private readonly profile: CustomerProfile, public accounts: Account[]) {}

  async getProfile(): Promise<CustomerProfile> {
    this.guard();
    return { ...this.profile };
  }

  async listAccounts(): Promise<Account[]> {
    this.guard();
    return this.accounts.map((a) => ({ ...a }));
  }

  private guard(): void {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
