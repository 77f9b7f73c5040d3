import type { OverseasPayee, OverseasQuote, OverseasReceipt, QuoteOrder, SendingAccount } from '../domain/OverseasPayment';

/** Sending money to the logged-in customer's international payees. Every method throws ApiError on failure. */
export interface InternationalPaymentService {
  /** The customer's international payees. */
  listPayees(): Promise<OverseasPayee[]>;
  /** All the customer's accounts (the caller picks those that can pay). */
  listAccounts(): Promise<SendingAccount[]>;
  /**
   * A quote at the day's rate with the fee, held for 2 minutes. Another customer's payee or
   * account: 404; an account that cannot pay: 400 4010.
   */
  quote(order: QuoteOrder): Promise<OverseasQuote>;
  /**
   * Pays a quote once. Safeguarded: the first call fails with 403 6002 and an operation id; the
   * retry after escalation names it. A repeat with the same key answers the first receipt.
   * Expired or used: 409 with the bank's words; another customer's: 404; too little money: 400.
   */
  send(quoteId: string, idempotencyKey: string, operationId?: string): Promise<OverseasReceipt>;
}
