import type { Cents } from '../../../../../contract/rules/Money';

export type AccountProduct =
  | 'everyday' | 'bills' | 'savings' | 'online-saver' | 'term-deposit' | 'credit-card' | 'kiwisaver' | 'personal-loan' | 'home-loan';

export interface Account {
  id: string;
  product: AccountProduct | string;
  name: string;
  /** Displayed with dashes, e.g. 38-9123-0102345-00. */
  accountNumber: string;
  balance: Cents;
  available: Cents;
  creditLimit: Cents | null;
}
