import type { PayingAccount } from '../domain/AutomaticPayment';

/** The customer's accounts (every product; the use-case picks those that can pay). */
export interface PayingAccounts {
  /** The accounts in the bank's display order. Throws ApiError on failure. */
  listAccounts(): Promise<PayingAccount[]>;
}
