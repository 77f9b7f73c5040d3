import type { TransferAccount, TransferOrder, TransferReceipt } from '../domain/Transfer';

/** Moving money between the logged-in customer's own accounts. Every method throws ApiError on failure. */
export interface TransferService {
  /** All the customer's accounts (the caller picks those that can take part). */
  listAccounts(): Promise<TransferAccount[]>;
  /** Transfers once: a repeat with the same `idempotencyKey` answers the first receipt and moves no more. */
  transfer(order: TransferOrder, idempotencyKey: string): Promise<TransferReceipt>;
}
