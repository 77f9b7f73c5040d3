import { Type, type Static } from '@sinclair/typebox';

/**
 * Insurance: the logged-in customer's policies (GET /api/insurance/policies,
 * GET /api/insurance/policies/:id), claims (POST /api/insurance/policies/:id/claims) and the
 * product content anyone may read (GET /api/bundles/open/insurance). Money is integer cents.
 */

export const PremiumFrequency = Type.Union([
  Type.Literal('weekly'), Type.Literal('fortnightly'), Type.Literal('monthly'), Type.Literal('yearly'),
]);
export type PremiumFrequency = Static<typeof PremiumFrequency>;

export const PolicySummaryDto = Type.Object({
  id: Type.String(),
  product: Type.String(),
  name: Type.String(),
  policyNumber: Type.String(),
  coverCents: Type.Integer(),
  premiumCents: Type.Integer(),
  premiumFrequency: PremiumFrequency,
  /** 'YYYY-MM-DD', an Auckland date. */
  nextDueDate: Type.String(),
});
export type PolicySummaryDto = Static<typeof PolicySummaryDto>;

/** The customer's policies, and their date of birth for the age rule (InsuranceEligibility). */
export const PolicyListDto = Type.Object({
  dateOfBirth: Type.String(),
  policies: Type.Array(PolicySummaryDto),
}, { $id: 'PolicyListDto' });
export type PolicyListDto = Static<typeof PolicyListDto>;

export const PolicyDetailDto = Type.Object({
  ...PolicySummaryDto.properties,
  startDate: Type.String(),
  insuredPeople: Type.Array(Type.Object({ name: Type.String(), role: Type.String() })),
  documents: Type.Array(Type.Object({ title: Type.String(), href: Type.String() })),
  claims: Type.Array(Type.Object({ reference: Type.String(), kind: Type.String(), eventDate: Type.String(), lodgedAt: Type.String() })),
}, { $id: 'PolicyDetailDto' });
export type PolicyDetailDto = Static<typeof PolicyDetailDto>;

export const ClaimKind = Type.Union([Type.Literal('death'), Type.Literal('terminal-illness'), Type.Literal('trauma'), Type.Literal('other')]);
export type ClaimKind = Static<typeof ClaimKind>;

export const LodgeClaimDto = Type.Object({
  kind: ClaimKind,
  /** 'YYYY-MM-DD': when it happened, not in the future. */
  eventDate: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  description: Type.String({ minLength: 10, maxLength: 1000 }),
  contactPhone: Type.String({ minLength: 6, maxLength: 20 }),
}, { additionalProperties: false });
export type LodgeClaimDto = Static<typeof LodgeClaimDto>;

export const LodgedClaimDto = Type.Object({ reference: Type.String() }, { $id: 'LodgedClaimDto' });
export type LodgedClaimDto = Static<typeof LodgedClaimDto>;

export const InsuranceBundleDto = Type.Object({
  title: Type.String(),
  products: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), summaryHtml: Type.String() })),
  applyPath: Type.String(),
  learnMoreUrl: Type.String(),
}, { $id: 'InsuranceBundleDto' });
export type InsuranceBundleDto = Static<typeof InsuranceBundleDto>;
