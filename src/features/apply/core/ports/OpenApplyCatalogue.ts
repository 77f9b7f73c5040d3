import type { CustomerAction, OpenApplySection } from '../domain/OpenApply';

/** What the Open & Apply page lists: the bank's online products and the customer's next actions. */
export interface OpenApplyCatalogue {
  /** The products open online, by section, in the bank's order. */
  menu(): Promise<OpenApplySection[]>;
  /** The logged-in customer's actions (empty when there is nothing to do). */
  customerActions(): Promise<CustomerAction[]>;
}
