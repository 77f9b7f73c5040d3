import { formatCalendarDate } from './AucklandDate';
import { formatMoney, type Cents } from './Money';

/**
 * What a receipt says, row by row, wherever it is shown: the receipt page's details (client)
 * and the shareable receipt image (server). One list, so the two never drift apart in their
 * labels, their order or which rows an empty field leaves out.
 */

/** Every status a receipt can be in (the server's receipts carry all but 'held'). */
export type ReceiptStatus = 'paid' | 'scheduled' | 'cancelled' | 'failed' | 'held';

/** The facts the rows are drawn from: a payment's receipt data in the contract's units. */
export interface ReceiptFacts {
  id: string;
  status: ReceiptStatus;
  /** The Auckland date it was paid, or is due to be. */
  date: string;
  from: { name: string; accountNumber: string };
  to: { name: string; accountNumber: string };
  amountCents: Cents;
  /** A cash advance's fee; 0 or absent for anything else. */
  feeCents?: Cents;
  particulars: string;
  code: string;
  reference: string;
}

/**
 * One row: its label and its text. A row that shows an account number carries it apart
 * (`accountNumber`, after `text` when there is one) so a page can keep it from wrapping.
 */
export interface ReceiptRow { label: string; text: string; accountNumber?: string }

/** The status in the customer's words. */
export const RECEIPT_STATUS: Record<ReceiptStatus, string> = {
  paid: 'Paid', scheduled: 'Scheduled', cancelled: 'Cancelled', failed: 'Not paid', held: 'On hold for your protection',
};

/** The receipt's title: the page's heading and the image's. */
export function receiptTitle(kind: 'payment' | 'transfer'): string {
  return kind === 'transfer' ? 'Transfer receipt' : 'Payment receipt';
}

/** A receipt's number as the customer reads it out: the first 8 characters of its id, in capitals. */
export function receiptNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** A row's whole value as one line of text (the image has no separate account-number piece). */
export function rowText(row: ReceiptRow): string {
  return [row.text, row.accountNumber].filter(Boolean).join(' ');
}

/**
 * The receipt's rows, in order. Status is not among them: the page shows it as its first row,
 * the image in its title. Optional fields (fee, particulars, code, reference) appear only when set.
 */
export function receiptRows(receipt: ReceiptFacts): ReceiptRow[] {
  const optional = (label: string, text: string | undefined): ReceiptRow[] => (text ? [{ label, text }] : []);
  return [
    { label: 'Amount', text: formatMoney(receipt.amountCents) },
    // Only a cash advance has a fee; it carries no particulars or code, so the image's rows still fit.
    ...optional('Cash advance fee', receipt.feeCents ? formatMoney(receipt.feeCents) : undefined),
    // A scheduled payment has not been paid yet: its date is when it will be.
    { label: receipt.status === 'scheduled' ? 'Payment date' : 'Date', text: formatCalendarDate(receipt.date, 'long') },
    { label: 'From', text: receipt.from.name, accountNumber: receipt.from.accountNumber },
    { label: 'To', text: receipt.to.name },
    { label: 'To account', text: '', accountNumber: receipt.to.accountNumber },
    ...optional('Particulars', receipt.particulars),
    ...optional('Code', receipt.code),
    ...optional('Reference', receipt.reference),
    { label: 'Receipt number', text: receiptNumber(receipt.id) },
  ];
}
