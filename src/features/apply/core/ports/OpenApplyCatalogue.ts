import type { CustomerAction, OpenApplyProduct } from '../domain/OpenApply';

/** What the Open & Apply page lists: the bank's online products and the customer's next actions. */
export interface OpenApplyCatalogue {
  /** The products open online, in the bank's order. */
  products(): Promise<OpenApplyProduct[]>;
  /** The logged-in customer's actions (empty when there is nothing to do). */
  customerActions(): Promise<CustomerAction[]>;
}
