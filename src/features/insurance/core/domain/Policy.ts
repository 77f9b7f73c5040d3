/** Insurance as the customer sees it. Money in cents; dates 'YYYY-MM-DD' (Auckland). */
export type PremiumFrequency = 'weekly' | 'fortnightly' | 'monthly' | 'yearly';

export interface PolicySummary {
  id: string;
  product: string;
  name: string;
  policyNumber: string;
  coverCents: number;
  premiumCents: number;
  premiumFrequency: PremiumFrequency;
  nextDueDate: string;
}

export interface PolicyDetail extends PolicySummary {
  startDate: string;
  insuredPeople: { name: string; role: string }[];
  documents: { title: string; href: string }[];
  claims: { reference: string; kind: ClaimKind; eventDate: string; lodgedAt: string }[];
}

export type ClaimKind = 'death' | 'terminal-illness' | 'trauma' | 'other';

export const CLAIM_KINDS: Record<ClaimKind, string> = {
  death: 'Death of an insured person',
  'terminal-illness': 'Terminal illness',
  trauma: 'Serious illness (trauma)',
  other: 'Something else',
};

export interface NewClaim { kind: ClaimKind; eventDate: string; description: string; contactPhone: string }

/** The insurance products on offer, from the content bundle. */
export interface InsuranceProducts {
  title: string;
  products: { id: string; name: string; summaryHtml: string }[];
  applyPath: string;
  learnMoreUrl: string;
}
