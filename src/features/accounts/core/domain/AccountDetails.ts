import type { Cents } from '../../../../../contract/rules/Money';
import type { AccountFacts } from './AccountFacts';

/** The account an account page shows. */
export interface AccountDetails {
  id: string;
  product: string;
  /** The product's name, 'Everyday'; `nickname` is the customer's own name for it, shown instead when set. */
  name: string;
  nickname: string | null;
  /** Displayed with dashes, e.g. 38-9123-0102345-00. */
  accountNumber: string;
  balance: Cents;
  /** What can be spent or withdrawn now; 0 for a term deposit, KiwiSaver or a loan. */
  available: Cents;
  creditLimit: Cents | null;
  /** The product's own facts (a card's statement, a term deposit's maturity, a loan's repayments); null for none. */
  facts: AccountFacts | null;
}

/** The name the customer knows the account by. */
export const displayName = (account: Pick<AccountDetails, 'name' | 'nickname'>): string => account.nickname ?? account.name;
