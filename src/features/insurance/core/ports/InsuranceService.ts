import type { InsuranceProducts, NewClaim, PolicyDetail, PolicySummary } from '../domain/Policy';

/** The logged-in customer's insurance, and the products anyone may read about. */
export interface InsuranceService {
  /** The customer's policies and their date of birth ('YYYY-MM-DD', for the age rule). */
  listPolicies(): Promise<{ dateOfBirth: string; policies: PolicySummary[] }>;
  /** One of the customer's policies; null when they hold no policy with that id. */
  getPolicy(id: string): Promise<PolicyDetail | null>;
  /** Records a claim on one of the customer's policies and returns its reference. */
  lodgeClaim(policyId: string, claim: NewClaim): Promise<string>;
  /** The product content (no login needed). */
  getProducts(): Promise<InsuranceProducts>;
}
