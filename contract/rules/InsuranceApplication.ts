/**
 * An insurance application (product, cover, health questions) and the sandbox's quote. The form
 * and the sandbox apply the same rules; the premium is computed by the sandbox only (the client
 * shows what it answers).
 */
import { dollarAmountProblem, parseDollarsToCents } from './DollarAmount';
import type { AnswerRule } from './LendingApplication';

/** The products of GET /api/bundles/open/insurance a customer may apply for. */
export const INSURANCE_PRODUCT_IDS = ['life', 'income-protection', 'trauma'] as const;
export type InsuranceProductId = (typeof INSURANCE_PRODUCT_IDS)[number];

export const INSURANCE_COVER = { min: 50_000_00, max: 2_000_000_00 } as const;
export const YES_NO = [{ value: 'no', label: 'No' }, { value: 'yes', label: 'Yes' }] as const;

const yesNo = (message: string): AnswerRule => (value) => (value === 'yes' || value === 'no' ? null : message);

export const INSURANCE_RULES = {
  insuranceProduct: (value) => ((INSURANCE_PRODUCT_IDS as readonly string[]).includes(value) ? null : 'Choose the cover you would like'),
  coverAmount: (value) => dollarAmountProblem(value, {
    ...INSURANCE_COVER, missing: 'Enter how much cover you would like', outOfRange: 'Enter cover between $50,000 and $2,000,000',
  }),
  smoker: yesNo('Tell us whether you have smoked in the last 12 months'),
  healthConditions: yesNo('Tell us whether you have a health condition'),
  hazardousActivities: yesNo('Tell us whether you take part in hazardous activities'),
} satisfies Record<string, AnswerRule>;

/** Yearly premium per $1,000 of cover at age 40, in cents, for each product. */
const BASE_CENTS_PER_THOUSAND: Record<InsuranceProductId, number> = { life: 120, 'income-protection': 380, trauma: 260 };

/**
 * The monthly premium in cents: the product's base rate per $1,000 of cover, scaled by age
 * (3% a year either side of 40, never below half), +50% for a smoker, +25% for each of a
 * declared health condition and hazardous activities; rounded up to the cent.
 */
export function monthlyPremiumCents(answers: Readonly<Record<string, string>>, age: number): number {
  const product = answers.insuranceProduct as InsuranceProductId;
  const cover = parseDollarsToCents(answers.coverAmount ?? '') ?? 0;
  const yearly = (cover / 100_000) * BASE_CENTS_PER_THOUSAND[product];
  const ageFactor = Math.max(0.5, 1 + 0.03 * (age - 40));
  const loading = (answers.smoker === 'yes' ? 1.5 : 1) * (answers.healthConditions === 'yes' ? 1.25 : 1)
    * (answers.hazardousActivities === 'yes' ? 1.25 : 1);
  return Math.ceil(Number(((yearly * ageFactor * loading) / 12).toFixed(6)));
}
