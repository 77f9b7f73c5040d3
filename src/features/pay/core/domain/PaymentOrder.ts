import type { Cents } from '../../../../../contract/rules/Money';
import type { PaymentPurpose } from '../../../../../contract/rules/PaymentPurpose';

/** To a saved payee, or to a one-off NZ account number with the name the payee's bank shows. */
export type PaymentDestination = { payeeId: string } | { accountNumber: string; name: string };

/** What the customer asks the bank to pay. */
export interface PaymentOrder {
  fromAccountId: string;
  to: PaymentDestination;
  amount: Cents;
  particulars: string;
  code: string;
  reference: string;
  /** A later Auckland date schedules it; null pays now. */
  date: string | null;
  /** "What is this payment for?", asked of a payment to someone new (absent: not asked). */
  purpose?: PaymentPurpose;
  /** The customer read the bank's scam warning for this payment and goes on. */
  riskAcknowledged?: boolean;
}

/** The bank's daily limit for payments to others, and what is left of it today. */
export interface DailyLimit { limit: Cents; leftToday: Cents }

/** An account the customer could pay from, with what it has available. */
export interface PayFromAccount {
  id: string;
  product: string;
  name: string;
  accountNumber: string;
  available: Cents;
}

/** The customer's saved payees, and whether they may add to them (a restricted customer may not). */
export interface SavedPayeeBook {
  payees: SavedPayee[];
  editingRestricted: boolean;
}

/** One of the customer's saved payees, with the statement details it fills in by default. */
export interface SavedPayee {
  id: string;
  name: string;
  accountNumber: string;
  particulars: string;
  code: string;
  reference: string;
  /** When it was saved (ms since the epoch): one added in the last 30 days is still "someone new" (isNewPayee). */
  addedAt: number;
}
