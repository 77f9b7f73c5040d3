import type { Cents } from '../../../../../contract/rules/Money';

/** The account an account page shows. */
export interface AccountDetails {
  id: string;
  product: string;
  name: string;
  /** Displayed with dashes, e.g. 38-9123-0102345-00. */
  accountNumber: string;
  balance: Cents;
  available: Cents;
  creditLimit: Cents | null;
}
