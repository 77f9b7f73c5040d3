import type { TaxDetails } from '../domain/TaxDetails';

/** The logged-in customer's tax details. Every method throws ApiError on failure. */
export interface TaxService {
  /** The IRD number, PIR and other tax residencies the bank holds. */
  get(): Promise<TaxDetails>;
  /**
   * Replaces them. A refusal is a 400 whose response names the field (`irdNumber`,
   * `residencies.N.country`, `residencies.N.tin`) and gives the message to show on it.
   */
  save(details: TaxDetails): Promise<void>;
}
