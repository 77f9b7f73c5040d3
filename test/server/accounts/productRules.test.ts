import { addMonths, daysBetween, interestAtMaturityCents, minimumPaymentCents, nextRepaymentOn } from '../../../server/accounts/productRules';

describe('product rules', () => {
  it('counts days between Auckland dates, across a month and a leap day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });

  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-07', 12)).toBe('2027-12-07');
    expect(addMonths('2026-03-15', -6)).toBe('2025-09-15');
  });

  it('asks a minimum payment of 3% rounded up, at least $10, never more than is owed, nothing in credit', () => {
    expect(minimumPaymentCents(-123_456)).toBe(3_704);
    expect(minimumPaymentCents(-20_000)).toBe(1_000);
    expect(minimumPaymentCents(-650)).toBe(650);
    expect(minimumPaymentCents(0)).toBe(0);
    expect(minimumPaymentCents(5_000)).toBe(0);
    for (const owed of [1, 999, 33_334, 1_000_000]) {
      const minimum = minimumPaymentCents(-owed);
      expect(minimum).toBeLessThanOrEqual(owed);
      expect(minimum * 100).toBeGreaterThanOrEqual(Math.min(owed, 1_000) * 100);
      expect(minimum * 100).toBeGreaterThanOrEqual(owed * 3);
    }
  });

  it('pays simple interest for the days of the term, to the cent', () => {
    // $25,000 at 5.10% for 365 days is $1,275.00.
    expect(interestAtMaturityCents(2_500_000, 510, '2025-12-07', '2026-12-07')).toBe(127_500);
    expect(interestAtMaturityCents(2_500_000, 510, '2026-12-07', '2026-12-07')).toBe(0);
    const half = interestAtMaturityCents(7_500_000, 485, '2026-01-01', '2026-07-02');
    expect(half).toBe(Math.round((7_500_000 * 485 * 182) / 3_650_000));
  });

  it('finds the next repayment on or after today from any repayment date', () => {
    expect(nextRepaymentOn('2026-12-01', 'monthly', '2026-11-25')).toBe('2026-12-01');
    expect(nextRepaymentOn('2026-01-31', 'monthly', '2026-03-01')).toBe('2026-03-31');
    expect(nextRepaymentOn('2026-01-31', 'monthly', '2026-02-27')).toBe('2026-02-28');
    expect(nextRepaymentOn('2026-11-04', 'fortnightly', '2026-11-25')).toBe('2026-12-02');
    expect(nextRepaymentOn('2026-11-04', 'weekly', '2026-11-25')).toBe('2026-11-25');
    expect(nextRepaymentOn('2026-11-04', 'weekly', '2026-11-26')).toBe('2026-12-02');
  });
});
