import type { Cents } from '../../../../../contract/rules/Money';
import type { TransactionType } from '../../../../../contract/accounts';

export type { TransactionType };

/** One line of an account's statement, as this account sees it. */
export interface Transaction {
  id: string;
  /** The Auckland date it happened, 'YYYY-MM-DD'. */
  date: string;
  /** When it happened (posted, or made if still pending), epoch ms. */
  at: number;
  /** 'card', 'payment', 'transfer', 'direct-debit', 'deposit', 'interest', 'fee', 'opening'. */
  kind: string;
  description: string;
  /** Into the account when positive, out of it when negative. */
  amount: Cents;
  status: 'pending' | 'posted';
  particulars: string;
  code: string;
  reference: string;
  /** The account's balance once it posted (a running balance); null while pending. */
  balanceAfter: Cents | null;
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
  /** Money in, money out, or one kind of transaction. */
  type?: TransactionType;
}

/** One transaction with the other side of it, for its details page. */
export interface TransactionDetail {
  transaction: Transaction;
  /** Who paid or was paid; their account number when the statement shows one. */
  counterparty: { name: string | null; accountNumber: string | null };
}

/** The balance at the end of an Auckland day. */
export interface BalancePoint { date: string; balance: Cents }
