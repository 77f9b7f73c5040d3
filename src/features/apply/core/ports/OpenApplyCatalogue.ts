import type { CustomerAction, OpenApplySection } from '../domain/OpenApply';
import type { InsuranceProduct, OwnAccount } from '../domain/ProductContext';

/** What the Open & Apply page lists: the bank's online products and the customer's next actions. */
export interface OpenApplyCatalogue {
  /** The products open online, by section, in the bank's order. */
  menu(): Promise<OpenApplySection[]>;
  /** The logged-in customer's actions (empty when there is nothing to do). */
  customerActions(): Promise<CustomerAction[]>;
  /** The insurance products a customer may apply for (GET /api/bundles/open/insurance). */
  insuranceProducts(): Promise<InsuranceProduct[]>;
  /** The logged-in customer's accounts, in their order. */
  ownAccounts(): Promise<OwnAccount[]>;
}
