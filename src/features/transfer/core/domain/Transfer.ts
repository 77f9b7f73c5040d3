import type { Cents } from '../../../../../contract/rules/Money';

/** One of the customer's accounts as the transfer pickers show it. */
export interface TransferAccount {
  id: string;
  product: string;
  name: string;
  accountNumber: string;
  available: Cents;
}

export interface TransferOrder { fromAccountId: string; toAccountId: string; amount: Cents; reference: string }

/** What the bank answers for a transfer: enough for the confirmation and a link to the receipt. */
export interface TransferReceipt {
  id: string;
  amount: Cents;
  /** The cash advance fee charged to the credit card it came from; 0 for any other transfer. */
  fee: Cents;
  from: { name: string; accountNumber: string };
  to: { name: string; accountNumber: string };
  /** The Auckland date it was made. */
  date: string;
}
