import type { DailyLimit, PayFromAccount, PaymentOrder, SavedPayeeBook } from '../domain/PaymentOrder';
import type { Receipt, ReceiptImage } from '../domain/Receipt';

/** Paying from the logged-in customer's accounts. Every method throws ApiError on failure. */
export interface PaymentService {
  /** All the customer's accounts (the caller picks those it may pay from). */
  listAccounts(): Promise<PayFromAccount[]>;
  /** The customer's saved payees (empty when they have none), and whether they may save more. */
  listPayees(): Promise<SavedPayeeBook>;
  /**
   * Makes the payment once: a repeat with the same `idempotencyKey` (a retry of the same
   * submitted form) answers the first receipt and moves no more money. Over $1,000 to an
   * account that is not a saved payee the bank asks for an SMS code first (ApiError 6002);
   * `operationId` names the escalated operation when the payment is sent again with it.
   */
  pay(order: PaymentOrder, idempotencyKey: string, operationId?: string): Promise<Receipt>;
  /** Cancels a payment on hold for the customer's protection (it never moves). */
  cancelHeld(paymentId: string): Promise<void>;
  /** The daily limit for payments to others and what is left today. */
  dailyLimit(): Promise<DailyLimit>;
  /** The customer's payments waiting for their date, soonest first. */
  listScheduled(): Promise<Receipt[]>;
  /** Cancels a scheduled payment before its date; answers it, cancelled. */
  cancelScheduled(paymentId: string): Promise<Receipt>;
  /** One of the customer's payments or transfers (404 for anyone else's). */
  getReceipt(receiptId: string): Promise<Receipt>;
  /** The receipt rendered as an image by the bank. */
  getReceiptImage(receiptId: string): Promise<ReceiptImage>;
}
