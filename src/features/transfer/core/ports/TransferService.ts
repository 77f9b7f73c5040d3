import type { TransferAccount, TransferOrder, TransferReceipt } from '../domain/Transfer';

/** Moving money between the logged-in customer's own accounts. Every method throws ApiError on failure. */
export interface TransferService {
  /** All the customer's accounts (the caller picks those that can take part). */
  listAccounts(): Promise<TransferAccount[]>;
  /**
   * Transfers once: a repeat with the same `idempotencyKey` answers the first receipt and moves
   * no more. Out of a credit card it is a cash advance and its fee is charged to the card with
   * it. Into a term deposit it is refused (400 4010): that is `topUp`.
   */
  transfer(order: TransferOrder, idempotencyKey: string): Promise<TransferReceipt>;
  /**
   * Tops up a term deposit once per key, under the top-up rules (from a transaction or savings
   * account, at least the minimum); refused otherwise (400 4010).
   */
  topUp(order: TransferOrder, idempotencyKey: string): Promise<TransferReceipt>;
}
