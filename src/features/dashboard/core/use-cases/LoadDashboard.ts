import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { Account } from '../domain/Account';
import type { CustomerProfile } from '../domain/Customer';
import { ACCOUNTS_QUERY, PROFILE_QUERY } from '../domain/queries';
import type { CustomerService } from '../ports/CustomerService';

export interface DashboardData { profile: CustomerProfile; accounts: Account[] }

/**
 * The dashboard's first view: who is logged in and what they hold, fetched together through
 * the query cache (which reports a failure with its key), so other pages share the copy.
 */
export class LoadDashboard {
  constructor(private readonly customers: CustomerService, private readonly cache: QueryCache) {}

  async execute(): Promise<DashboardData> {
    const [profile, accounts] = await Promise.all([
      this.cache.fetch(PROFILE_QUERY, () => this.customers.getProfile()),
      this.cache.fetch(ACCOUNTS_QUERY, () => this.customers.listAccounts()),
    ]);
    return { profile, accounts };
  }
}
