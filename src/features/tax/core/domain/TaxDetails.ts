/** The prescribed investor rates for PIE funds and KiwiSaver, in percent (spec: 10.5, 17.5, 28%). */
export const PIR_RATES = ['10.5', '17.5', '28'] as const;
export type PirRate = (typeof PIR_RATES)[number];

/** Another country the customer is tax resident in, with its taxpayer identification number. */
export interface TaxResidency {
  /** ISO 3166-1 alpha-2. */
  country: string;
  tin: string;
}

export interface TaxDetails {
  /** Digits only, or null when the bank has none. */
  irdNumber: string | null;
  prescribedInvestorRate: PirRate | null;
  residencies: TaxResidency[];
}

/** The countries the form offers for tax residency (New Zealand is the IRD number itself). */
export const RESIDENCY_COUNTRIES: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'AU', name: 'Australia' }, { code: 'CA', name: 'Canada' }, { code: 'CN', name: 'China' },
  { code: 'FJ', name: 'Fiji' }, { code: 'DE', name: 'Germany' }, { code: 'IN', name: 'India' },
  { code: 'JP', name: 'Japan' }, { code: 'PH', name: 'Philippines' }, { code: 'WS', name: 'Samoa' },
  { code: 'ZA', name: 'South Africa' }, { code: 'TO', name: 'Tonga' }, { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
];

/** At most this many other countries (the bank's form and the sandbox agree). */
export const MAX_RESIDENCIES = 5;
