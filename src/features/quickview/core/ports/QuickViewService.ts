import type { QuickViewAccount } from '../domain/QuickViewAccount';

/** The customer's quick view choice. Every method throws ApiError on failure. */
export interface QuickViewService {
  /** Every account of the customer, in display order, marked shown or not. */
  list(): Promise<QuickViewAccount[]>;
  /** Shows exactly these accounts (the others are hidden); another customer's account is refused (400). */
  show(accountIds: readonly string[]): Promise<void>;
}
