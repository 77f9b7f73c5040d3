import type { Cents } from '../../../../../contract/rules/Money';

export interface Party { name: string; accountNumber: string }

/** A payment or transfer as its receipt shows it. */
export interface Receipt {
  id: string;
  kind: 'payment' | 'transfer';
  /** 'held': on hold for the customer's protection (no money has moved; the bank releases or stops it). */
  status: 'paid' | 'scheduled' | 'cancelled' | 'failed' | 'held';
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
  /** A held payment: why, in the bank's words, and when its 24 hours end (epoch ms). */
  hold?: { reasons: string; until: number };
}

/** The receipt as an image to download or share. */
export interface ReceiptImage { contentType: 'image/png' | 'image/svg+xml'; base64: string }
