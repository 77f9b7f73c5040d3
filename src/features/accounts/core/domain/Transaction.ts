import type { Cents } from '../../../../../contract/rules/Money';

/** One line of an account's statement, as this account sees it. */
export interface Transaction {
  id: string;
  /** The Auckland date it happened, 'YYYY-MM-DD'. */
  date: string;
  /** When it happened (posted, or made if still pending), epoch ms. */
  at: number;
  description: string;
  /** Into the account when positive, out of it when negative. */
  amount: Cents;
  status: 'pending' | 'posted';
  particulars: string;
  code: string;
  reference: string;
}

/** A page of transactions: pending ones (first page only) apart from posted ones. */
export interface TransactionPage {
  pending: Transaction[];
  posted: Transaction[];
  /** Asks for the next page of posted transactions; null after the last. */
  nextCursor: string | null;
}

/** What the customer searches by; every part optional. Amounts bound the size of the amount, either way. */
export interface TransactionSearch {
  text?: string;
  minCents?: Cents;
  maxCents?: Cents;
  /** Auckland dates, both included. */
  from?: string;
  to?: string;
}

/** The balance at the end of an Auckland day. */
export interface BalancePoint { date: string; balance: Cents }
