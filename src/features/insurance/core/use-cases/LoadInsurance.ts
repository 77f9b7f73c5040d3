import { aucklandToday } from '../../../../../contract/rules/AucklandDate';
import { isOldEnoughForInsurance } from '../../../../../contract/rules/InsuranceEligibility';
import type { Clock } from '../../../../kernel/ports/Clock';
import type { InsuranceProducts, PolicySummary } from '../domain/Policy';
import type { InsuranceService } from '../ports/InsuranceService';

/** What the insurance page shows: the policies, the invitation to apply, or the under-18 message. */
export type InsuranceOverview =
  | { kind: 'policies'; policies: PolicySummary[] }
  | { kind: 'none'; products: InsuranceProducts }
  | { kind: 'too-young' };

/**
 * Loads the customer's policies and applies the one age rule (contract/rules/InsuranceEligibility,
 * the server applies it too) on today's Auckland date.
 */
export class LoadInsurance {
  constructor(private readonly insurance: InsuranceService, private readonly clock: Clock) {}

  async execute(): Promise<InsuranceOverview> {
    const { dateOfBirth, policies } = await this.insurance.listPolicies();
    if (policies.length > 0) return { kind: 'policies', policies };
    if (!isOldEnoughForInsurance(dateOfBirth, aucklandToday(this.clock.now()))) return { kind: 'too-young' };
    return { kind: 'none', products: await this.insurance.getProducts() };
  }
}
