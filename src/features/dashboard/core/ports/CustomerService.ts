import type { Account } from '../domain/Account';
import type { CustomerProfile } from '../domain/Customer';

/** The logged-in customer's own data. Every method throws ApiError on failure. */
export interface CustomerService {
  /** Name and customer number of the logged-in customer. */
  getProfile(): Promise<CustomerProfile>;
  /** The customer's accounts, in the bank's display order. */
  listAccounts(): Promise<Account[]>;
}
