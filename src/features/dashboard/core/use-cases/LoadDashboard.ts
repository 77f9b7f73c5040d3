import type { Account } from '../domain/Account';
import type { CustomerProfile } from '../domain/Customer';
import type { CustomerService } from '../ports/CustomerService';

export interface DashboardData { profile: CustomerProfile; accounts: Account[] }

/** The dashboard's first view: who is logged in and what they hold, fetched together. */
export class LoadDashboard {
  constructor(private readonly customers: CustomerService) {}

  async execute(): Promise<DashboardData> {
    const [profile, accounts] = await Promise.all([this.customers.getProfile(), this.customers.listAccounts()]);
    return { profile, accounts };
  }
}
