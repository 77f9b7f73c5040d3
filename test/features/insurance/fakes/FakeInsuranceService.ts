import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { InsuranceProducts, NewClaim, PolicyDetail, PolicySummary } from '../../../../src/features/insurance/core/domain/Policy';
import type { InsuranceService } from '../../../../src/features/insurance/core/ports/InsuranceService';

export const AROHA_LIFE: PolicyDetail = {
  id: 'LIFE-1000001-1', product: 'life', name: 'Life insurance', policyNumber: 'KL-204 118 563', coverCents: 50_000_000,
  premiumCents: 4682, premiumFrequency: 'monthly', nextDueDate: '2026-12-01', startDate: '2022-08-01',
  insuredPeople: [{ name: 'Aroha Ngata', role: 'Policy owner and life insured' }, { name: 'Wiremu Ngata', role: 'Life insured' }],
  documents: [{ title: 'Policy schedule', href: '/api/content/document/life-policy-schedule.pdf' }, { title: 'Policy wording', href: '/api/content/document/life-policy-wording.pdf' }],
  claims: [],
};

export const PRODUCTS: InsuranceProducts = {
  title: 'Insurance with Kōwhai Bank', applyPath: '/apply/open-a/insurance', learnMoreUrl: 'https://www.kowhaibank.co.nz/insurance',
  products: [{ id: 'life', name: 'Life insurance', summaryHtml: '<p>A lump sum.</p>' }],
};

/** One customer's policies in memory; lodged claims are kept and shown on the policy. */
export class FakeInsuranceService implements InsuranceService {
  loggedIn = true;
  listFails = false;
  readonly lodged: Array<{ policyId: string; claim: NewClaim }> = [];

  constructor(public dateOfBirth = '1992-03-14', public policies: PolicyDetail[] = [JSON.parse(JSON.stringify(AROHA_LIFE)) as PolicyDetail]) {}

  async listPolicies(): Promise<{ dateOfBirth: string; policies: PolicySummary[] }> {
    this.guard();
    if (this.listFails) throw new ApiError(500);
    return {
      dateOfBirth: this.dateOfBirth,
      policies: this.policies.map(({ id, product, name, policyNumber, coverCents, premiumCents, premiumFrequency, nextDueDate }) =>
        ({ id, product, name, policyNumber, coverCents, premiumCents, premiumFrequency, nextDueDate })),
    };
  }

  async getPolicy(id: string): Promise<PolicyDetail | null> {
    this.guard();
    const policy = this.policies.find((p) => p.id === id);
    return policy ? JSON.parse(JSON.stringify(policy)) as PolicyDetail : null;
  }

  async lodgeClaim(policyId: string, claim: NewClaim): Promise<string> {
    this.guard();
    const policy = this.policies.find((p) => p.id === policyId);
    if (!policy) throw new ApiError(404);
    if (claim.description.length < 10) throw new ApiError(400, 4010);
    const reference = `CLM-${String(this.lodged.length + 1).padStart(6, '0')}`;
    this.lodged.push({ policyId, claim });
    policy.claims.push({ reference, kind: claim.kind, eventDate: claim.eventDate, lodgedAt: new Date(0).toISOString() });
    return reference;
  }

  async getProducts(): Promise<InsuranceProducts> {
    return PRODUCTS;
  }

  private guard(): void {
    if (!this.loggedIn) throw new ApiError(401, 7009);
  }
}
