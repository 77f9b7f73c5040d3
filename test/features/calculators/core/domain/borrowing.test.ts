import {
  DEFAULT_TERM_YEARS, DEFAULT_TEST_RATE_PERCENT, borrowingPowerCents, incomeTaxCents, presentValueCents,
  type BorrowingInput,
} from '../../../../../src/features/calculators/core/domain/borrowing';
import { repaymentCents } from '../../../../../src/features/calculators/core/domain/repayment';

const HOUSEHOLD: BorrowingInput = {
  incomes: [{ salaryCentsPerYear: 10_000_000, rentalCentsPerYear: 0 }],
  livingExpensesCentsPerMonth: 250_000,
  dependants: 1,
  creditCardLimitsCents: [500_000],
};

describe('incomeTaxCents (2026 rates)', () => {
  it.each([
    [0, 0],
    [1_560_000, 163_800], // 10.5% of $15,600
    [5_350_000, 827_050], // + 17.5% to $53,500
    [7_810_000, 1_565_050], // + 30% to $78,100
    [10_000_000, 2_287_750], // + 33% of the next $21,900
    [18_000_000, 4_927_750], // + 33% to $180,000
    [20_000_000, 5_707_750], // + 39% above
  ])('on %i cents is %i cents', (salary, tax) => {
    expect(incomeTaxCents(salary)).toBe(tax);
  });

  it('rounds half up to the cent', () => {
    expect(incomeTaxCents(1)).toBe(0);
    expect(incomeTaxCents(5)).toBe(1);
  });
});

describe('presentValueCents', () => {
  it('inverts the repayment formula', () => {
    const loan = presentValueCents(126_414, 6.5, 30);
    expect(Math.abs(loan - 20_000_000)).toBeLessThan(100);
    expect(repaymentCents({ principalCents: loan, annualRatePercent: 6.5, years: 30, frequency: 'monthly' })).toBe(126_414);
  });

  it('is the repayments added up at 0%', () => {
    expect(presentValueCents(100_000, 0, 1)).toBe(1_200_000);
  });
});

describe('borrowingPowerCents', () => {
  it('tests at 8.5% over 30 years unless told otherwise', () => {
    expect(DEFAULT_TEST_RATE_PERCENT).toBe(8.5);
    expect(DEFAULT_TERM_YEARS).toBe(30);
  });

  it('turns the monthly surplus into the loan it services', () => {
    // ($100,000 − $22,877.50 tax) ÷ 12 = $6,426.87; less $2,500 living, $400 dependant, $175 card.
    expect(borrowingPowerCents(HOUSEHOLD)).toEqual({
      monthlySurplusCents: 335_187, maxBorrowingCents: 43_592_290, monthlyRepaymentCents: 335_187,
    });
  });

  it('lends the most the surplus services, and no more', () => {
    const { maxBorrowingCents, monthlySurplusCents } = borrowingPowerCents(HOUSEHOLD);
    const monthly = (principalCents: number) => repaymentCents({ principalCents, annualRatePercent: 8.5, years: 30, frequency: 'monthly' });
    expect(monthly(maxBorrowingCents)).toBeLessThanOrEqual(monthlySurplusCents);
    expect(monthly(maxBorrowingCents + 200)).toBeGreaterThan(monthlySurplusCents);
  });

  it('taxes each salary on its own, so two earners keep more than one', () => {
    const two = borrowingPowerCents({ ...HOUSEHOLD, incomes: [
      { salaryCentsPerYear: 5_000_000, rentalCentsPerYear: 0 }, { salaryCentsPerYear: 5_000_000, rentalCentsPerYear: 0 },
    ] });
    expect(two.monthlySurplusCents).toBeGreaterThan(335_187);
    expect(two.maxBorrowingCents).toBeGreaterThan(43_592_290);
  });

  it('counts 75% of rental income, untaxed', () => {
    const base = { ...HOUSEHOLD, dependants: 0, creditCardLimitsCents: [], livingExpensesCentsPerMonth: 0 };
    const result = borrowingPowerCents({ ...base, incomes: [{ salaryCentsPerYear: 6_000_000, rentalCentsPerYear: 2_000_000 }] });
    // $60,000 − $10,220.50 tax + 75% of $20,000 = $64,779.50 a year.
    expect(result.monthlySurplusCents).toBe(539_829);
    const rentOnly = borrowingPowerCents({ ...base, incomes: [{ salaryCentsPerYear: 0, rentalCentsPerYear: 1_200_001 }] });
    expect(rentOnly.monthlySurplusCents).toBe(75_000);
  });

  it('takes $400 a month per dependant and 3.5% of card limits, rounded up', () => {
    const surplus = (change: Partial<BorrowingInput>) => borrowingPowerCents({ ...HOUSEHOLD, ...change }).monthlySurplusCents;
    expect(surplus({ dependants: 3 })).toBe(335_187 - 80_000);
    expect(surplus({ creditCardLimitsCents: [] })).toBe(335_187 + 17_500);
    expect(surplus({ creditCardLimitsCents: [200_000, 300_000] })).toBe(335_187);
    expect(surplus({ creditCardLimitsCents: 500_000 })).toBe(335_187);
    expect(surplus({ creditCardLimitsCents: [500_100] })).toBe(335_187 - 4);
  });

  it('never lends a negative amount', () => {
    const result = borrowingPowerCents({ ...HOUSEHOLD, livingExpensesCentsPerMonth: 1_000_000 });
    expect(result).toEqual({ maxBorrowingCents: 0, monthlyRepaymentCents: 0, monthlySurplusCents: 335_187 - 750_000 });
    expect(borrowingPowerCents({ ...HOUSEHOLD, incomes: [] }).maxBorrowingCents).toBe(0);
    expect(borrowingPowerCents({ incomes: [], livingExpensesCentsPerMonth: 0, dependants: 0, creditCardLimitsCents: [] }))
      .toEqual({ maxBorrowingCents: 0, monthlyRepaymentCents: 0, monthlySurplusCents: 0 });
  });

  it('lends less at a higher test rate or over a shorter term, and surplus × months at 0%', () => {
    const base = borrowingPowerCents(HOUSEHOLD).maxBorrowingCents;
    expect(borrowingPowerCents({ ...HOUSEHOLD, testRatePercent: 9 }).maxBorrowingCents).toBeLessThan(base);
    expect(borrowingPowerCents({ ...HOUSEHOLD, years: 20 }).maxBorrowingCents).toBeLessThan(base);
    expect(borrowingPowerCents({ ...HOUSEHOLD, testRatePercent: 0, years: 1 })).toEqual({
      maxBorrowingCents: 12 * 335_187, monthlyRepaymentCents: 335_187, monthlySurplusCents: 335_187,
    });
  });

  it.each([
    [{ dependants: -1 }], [{ dependants: 1.5 }], [{ livingExpensesCentsPerMonth: -1 }], [{ creditCardLimitsCents: [10.5] }],
    [{ incomes: [{ salaryCentsPerYear: -5, rentalCentsPerYear: 0 }] }], [{ testRatePercent: -1 }], [{ years: 0 }],
  ])('refuses %j', (change) => {
    expect(() => borrowingPowerCents({ ...HOUSEHOLD, ...change })).toThrow(RangeError);
  });
});
