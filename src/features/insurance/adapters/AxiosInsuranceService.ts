import type { AxiosInstance } from 'axios';
import type { InsuranceBundleDto, LodgeClaimDto, LodgedClaimDto, PolicyDetailDto, PolicyListDto, PolicySummaryDto } from '../../../../contract/insurance';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { ClaimKind, InsuranceProducts, NewClaim, PolicyDetail, PolicySummary } from '../core/domain/Policy';
import type { InsuranceService } from '../core/ports/InsuranceService';

const summary = (dto: PolicySummaryDto): PolicySummary => ({
  id: dto.id, product: dto.product, name: dto.name, policyNumber: dto.policyNumber, coverCents: dto.coverCents,
  premiumCents: dto.premiumCents, premiumFrequency: dto.premiumFrequency, nextDueDate: dto.nextDueDate,
});

/** InsuranceService over /api/insurance/* and /api/bundles/open/insurance. */
export class AxiosInsuranceService implements InsuranceService {
  constructor(private readonly http: AxiosInstance) {}

  async listPolicies(): Promise<{ dateOfBirth: string; policies: PolicySummary[] }> {
    const { data } = await this.http.get<PolicyListDto>('/api/insurance/policies');
    return { dateOfBirth: data.dateOfBirth, policies: data.policies.map(summary) };
  }

  async getPolicy(id: string): Promise<PolicyDetail | null> {
    try {
      const { data } = await this.http.get<PolicyDetailDto>(`/api/insurance/policies/${encodeURIComponent(id)}`);
      return {
        ...summary(data), startDate: data.startDate,
        insuredPeople: data.insuredPeople.map((p) => ({ name: p.name, role: p.role })),
        documents: data.documents.map((d) => ({ title: d.title, href: d.href })),
        claims: data.claims.map((c) => ({ reference: c.reference, kind: c.kind as ClaimKind, eventDate: c.eventDate, lodgedAt: c.lodgedAt })),
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }

  async lodgeClaim(policyId: string, claim: NewClaim): Promise<string> {
    const body: LodgeClaimDto = { kind: claim.kind, eventDate: claim.eventDate, description: claim.description, contactPhone: claim.contactPhone };
    const { data } = await this.http.post<LodgedClaimDto>(`/api/insurance/policies/${encodeURIComponent(policyId)}/claims`, body);
    return data.reference;
  }

  async getProducts(): Promise<InsuranceProducts> {
    const { data } = await this.http.get<InsuranceBundleDto>('/api/bundles/open/insurance');
    return { title: data.title, products: data.products.map((p) => ({ ...p })), applyPath: data.applyPath, learnMoreUrl: data.learnMoreUrl };
  }
}
