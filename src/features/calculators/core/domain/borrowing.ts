/**
 * "How much can I borrow?": a serviceability estimate, the borrowing calculator's arithmetic.
 * Money is integer cents. Assumptions (nz-banking-rules.md, kept deliberately simple):
 * - Income: 100% of each salary less its income tax, plus 75% of rental income. Each salary is
 *   taxed on its own at the 2026 rates (see TAX_BRACKETS); ACC earners' levy, KiwiSaver, student
 *   loan and Working for Families are ignored. Rental income is not taxed here: the 25% shading
 *   stands for vacancies, costs and tax.
 * - Outgoings a month: the living expenses given, $400 for each dependant, and 3.5% of the total
 *   of all credit card limits (whether or not the card is used).
 * - The monthly surplus services a principal-and-interest loan at the test rate (8.5% by default,
 *   above advertised rates) over the term (30 years by default); the most that can be borrowed is
 *   the present value of that surplus, the inverse of the repayment formula.
 * - Rounding is cautious: income is rounded down, the card commitment up, the result down.
 */
import { repaymentCents } from './repayment';

/** One borrower's yearly income, before tax, in cents. */
export interface BorrowerIncome {
  salaryCentsPerYear: number;
  rentalCentsPerYear: number;
}

/** A household's finances; money in whole cents. `testRatePercent` defaults to 8.5, `years` to 30. */
export interface BorrowingInput {
  incomes: readonly BorrowerIncome[];
  livingExpensesCentsPerMonth: number;
  dependants: number;
  /** Each card's limit, or their total. */
  creditCardLimitsCents: number | readonly number[];
  testRatePercent?: number;
  years?: number;
}

/** What the household can borrow, and the figures behind it. */
export interface BorrowingResult {
  /** The most that can be borrowed; 0 when there is no surplus. */
  maxBorrowingCents: number;
  /** The monthly repayment on that amount at the test rate; never more than the surplus. */
  monthlyRepaymentCents: number;
  /** Income less outgoings a month; negative when outgoings exceed income. */
  monthlySurplusCents: number;
}

/** NZ income tax rates from 31 July 2024, applying in the 2026 tax year: up to each threshold, per mille. */
export const TAX_BRACKETS: readonly { upToCents: number; perMille: number }[] = [
  { upToCents: 1_560_000, perMille: 105 },
  { upToCents: 5_350_000, perMille: 175 },
  { upToCents: 7_810_000, perMille: 300 },
  { upToCents: 18_000_000, perMille: 330 },
  { upToCents: Number.POSITIVE_INFINITY, perMille: 390 },
];

/** The rate serviceability is tested at, above advertised rates. */
export const DEFAULT_TEST_RATE_PERCENT = 8.5;
/** The loan term assumed, in years. */
export const DEFAULT_TERM_YEARS = 30;
/** The share of rental income counted. */
export const RENTAL_INCOME_PERCENT = 75;
/** The monthly cost counted for each dependant ($400). */
export const DEPENDANT_CENTS_PER_MONTH = 40_000;
/** Monthly commitment counted for credit cards, per mille of the limit (3.5%). */
export const CREDIT_CARD_LIMIT_PER_MILLE = 35;

function wholeCents(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole cents, 0 or more; got ${value}`);
  return value;
}

/** Income tax on a year's salary, in cents (the sum over the brackets, rounded half up to the cent). */
export function incomeTaxCents(salaryCentsPerYear: number): number {
  wholeCents(salaryCentsPerYear, 'Salary');
  let lower = 0;
  let perMilleCents = 0;
  for (const { upToCents, perMille } of TAX_BRACKETS) {
    perMilleCents += Math.max(0, Math.min(salaryCentsPerYear, upToCents) - lower) * perMille;
    lower = upToCents;
  }
  return Math.floor((perMilleCents + 500) / 1000);
}

/**
 * The loan a monthly repayment pays off at a yearly rate over a term, in cents, rounded down:
 * L = P·((1+r)^n − 1) / (r(1+r)^n), r = rate ÷ 12, n = years × 12; P × n at 0%.
 */
export function presentValueCents(monthlyRepaymentCents: number, annualRatePercent: number, years: number): number {
  wholeCents(monthlyRepaymentCents, 'The repayment');
  const n = years * 12;
  if (annualRatePercent === 0) return monthlyRepaymentCents * n;
  const r = annualRatePercent / 100 / 12;
  const growth = (1 + r) ** n;
  return Math.floor(Number(((monthlyRepaymentCents * (growth - 1)) / (r * growth)).toFixed(6)));
}

/** The most a household can borrow, with the repayment and the monthly surplus behind it (see the file's assumptions). */
export function borrowingPowerCents(input: BorrowingInput): BorrowingResult {
  const { incomes, livingExpensesCentsPerMonth, dependants, creditCardLimitsCents } = input;
  const { testRatePercent = DEFAULT_TEST_RATE_PERCENT, years = DEFAULT_TERM_YEARS } = input;
  if (!Number.isInteger(dependants) || dependants < 0) throw new RangeError(`Dependants must be a whole number, 0 or more; got ${dependants}`);
  if (!Number.isFinite(testRatePercent) || testRatePercent < 0) throw new RangeError(`The test rate must be 0% or more; got ${testRatePercent}`);
  if (!Number.isInteger(years) || years < 1) throw new RangeError(`The term must be a whole number of years, 1 or more; got ${years}`);
  const annualIncome = incomes.reduce((total, { salaryCentsPerYear, rentalCentsPerYear }) => {
    const salary = wholeCents(salaryCentsPerYear, 'Salary');
    const rental = Math.floor((wholeCents(rentalCentsPerYear, 'Rental income') * RENTAL_INCOME_PERCENT) / 100);
    return total + salary - incomeTaxCents(salary) + rental;
  }, 0);
  const limits = typeof creditCardLimitsCents === 'number' ? [creditCardLimitsCents] : creditCardLimitsCents;
  const cardLimits = limits.reduce((total, limit) => total + wholeCents(limit, 'A card limit'), 0);
  const outgoings = wholeCents(livingExpensesCentsPerMonth, 'Living expenses')
    + dependants * DEPENDANT_CENTS_PER_MONTH
    + Math.ceil((cardLimits * CREDIT_CARD_LIMIT_PER_MILLE) / 1000);
  const monthlySurplusCents = Math.floor(annualIncome / 12) - outgoings;
  if (monthlySurplusCents <= 0) return { maxBorrowingCents: 0, monthlyRepaymentCents: 0, monthlySurplusCents };
  const maxBorrowingCents = presentValueCents(monthlySurplusCents, testRatePercent, years);
  const monthlyRepaymentCents = repaymentCents({
    principalCents: maxBorrowingCents, annualRatePercent: testRatePercent, years, frequency: 'monthly',
  });
  return { maxBorrowingCents, monthlyRepaymentCents, monthlySurplusCents };
}
