import type { TransactionType } from './Transaction';

/** The Type filter's choices, in the order offered, with the words a customer reads. */
export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, string>> = {
  in: 'Money in',
  out: 'Money out',
  card: 'Card purchases',
  payment: 'Payments',
  transfer: 'Transfers',
  'direct-debit': 'Direct debits',
  deposit: 'Deposits',
  interest: 'Interest',
  fee: 'Fees',
};

/** What a kind of transaction is called on its own (a file's Type column, a transaction's details). */
const KIND_NAMES: Readonly<Record<string, string>> = {
  card: 'Card purchase', payment: 'Payment', transfer: 'Transfer', 'direct-debit': 'Direct debit',
  deposit: 'Deposit', interest: 'Interest', fee: 'Fee', opening: 'Opening balance',
};

export const kindName = (kind: string): string => KIND_NAMES[kind] ?? 'Transaction';

export const isTransactionType = (value: string): value is TransactionType => value in TRANSACTION_TYPE_LABELS;
