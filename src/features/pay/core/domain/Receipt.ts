import type { Cents } from '../../../../../contract/rules/Money';

export interface Party { name: string; accountNumber: string }

/** A payment or transfer as its receipt shows it. */
export interface Receipt {
  id: string;
  kind: 'payment' | 'transfer';
  status: 'paid' | 'scheduled' | 'cancelled' | 'failed';
  /** When it was asked for, epoch ms. */
  createdAt: number;
  /** The Auckland date it was paid, or is due to be. */
  date: string;
  fromAccountId: string;
  from: Party;
  to: Party;
  amount: Cents;
  /** A cash advance's fee, charged to the card with it; 0 for anything else. */
  fee: Cents;
  particulars: string;
  code: string;
  reference: string;
}

/** The receipt as an image to download or share. */
export interface ReceiptImage { contentType: 'image/png' | 'image/svg+xml'; base64: string }
