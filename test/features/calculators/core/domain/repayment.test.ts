import {
  PERIODS_PER_YEAR, amortisationByYear, repaymentCents, roundHalfUp, totalInterestCents, type RepaymentInput,
} from '../../../../../src/features/calculators/core/domain/repayment';

const LOAN: Omit<RepaymentInput, 'frequency'> = { principalCents: 20_000_000, annualRatePercent: 6.5, years: 30 };

describe('repaymentCents', () => {
  it('matches the spec: $200,000 at 6.5% over 30 years', () => {
    expect(repaymentCents({ ...LOAN, frequency: 'monthly' })).toBe(126_414);
    expect(repaymentCents({ ...LOAN, frequency: 'fortnightly' })).toBe(58_317);
    expect(repaymentCents({ ...LOAN, frequency: 'weekly' })).toBe(29_153);
  });

  it('uses 52, 26 and 12 periods a year', () => {
    expect(PERIODS_PER_YEAR).toEqual({ weekly: 52, fortnightly: 26, monthly: 12 });
  });

  it('divides evenly at 0%', () => {
    expect(repaymentCents({ principalCents: 1_200_000, annualRatePercent: 0, years: 1, frequency: 'monthly' })).toBe(100_000);
    expect(repaymentCents({ principalCents: 1_000_000, annualRatePercent: 0, years: 1, frequency: 'weekly' })).toBe(19_231);
  });

  it('handles a 1-year term', () => {
    expect(repaymentCents({ principalCents: 1_000_000, annualRatePercent: 5, years: 1, frequency: 'monthly' })).toBe(85_607);
  });

  it('charges only the interest when interest only', () => {
    expect(repaymentCents({ ...LOAN, frequency: 'monthly', interestOnly: true })).toBe(108_333);
    expect(repaymentCents({ ...LOAN, frequency: 'fortnightly', interestOnly: true })).toBe(50_000);
    expect(repaymentCents({ ...LOAN, annualRatePercent: 0, frequency: 'weekly', interestOnly: true })).toBe(0);
  });

  it('rounds half up to the cent', () => {
    expect(repaymentCents({ principalCents: 500, annualRatePercent: 6, years: 1, frequency: 'monthly', interestOnly: true })).toBe(3);
    expect(repaymentCents({ principalCents: 100, annualRatePercent: 6, years: 1, frequency: 'monthly', interestOnly: true })).toBe(1);
    expect(roundHalfUp(1.005 * 1000)).toBe(1005);
    expect(roundHalfUp(2.4999)).toBe(2);
    expect(roundHalfUp(2.5)).toBe(3);
  });

  it('is 0 for a loan of 0', () => {
    expect(repaymentCents({ ...LOAN, principalCents: 0, frequency: 'monthly' })).toBe(0);
  });

  it.each([
    [{ principalCents: -1 }], [{ principalCents: 100.5 }], [{ annualRatePercent: -0.1 }], [{ annualRatePercent: Number.NaN }],
    [{ years: 0 }], [{ years: 2.5 }], [{ frequency: 'daily' as RepaymentInput['frequency'] }],
  ])('refuses %j', (change) => {
    expect(() => repaymentCents({ ...LOAN, frequency: 'monthly', ...change })).toThrow(RangeError);
  });
});

describe('amortisationByYear', () => {
  it.each(['weekly', 'fortnightly', 'monthly'] as const)('repays the loan exactly in whole cents (%s)', (frequency) => {
    const rows = amortisationByYear({ ...LOAN, frequency });
    expect(rows).toHaveLength(30);
    expect(rows.map((row) => row.year)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(rows.at(-1)?.closingBalanceCents).toBe(0);
    expect(rows.reduce((sum, row) => sum + row.principalCents, 0)).toBe(LOAN.principalCents);
    for (const row of rows) {
      for (const value of Object.values(row)) expect(Number.isInteger(value)).toBe(true);
    }
    for (let i = 1; i < rows.length; i += 1) {
      expect(rows[i]!.closingBalanceCents).toBeLessThan(rows[i - 1]!.closingBalanceCents);
    }
  });

  it('follows the closed-form balance to within a dollar (interest is rounded each period)', () => {
    const rows = amortisationByYear({ ...LOAN, frequency: 'monthly' });
    expect(rows[0]).toEqual({ year: 1, interestCents: 1_293_418, principalCents: 223_550, closingBalanceCents: 19_776_450 });
    expect(Math.abs(rows[9]!.closingBalanceCents - 16_955_158.7)).toBeLessThan(100);
    expect(Math.abs(rows[19]!.closingBalanceCents - 11_132_862.6)).toBeLessThan(100);
  });

  it('pays the regular repayment every period but the last, which absorbs the rounding', () => {
    const input = { principalCents: 1_000_000, annualRatePercent: 5, years: 1, frequency: 'monthly' as const };
    const [row] = amortisationByYear(input);
    expect(row).toEqual({ year: 1, interestCents: 27_289, principalCents: 1_000_000, closingBalanceCents: 0 });
    const lastPayment = row!.interestCents + row!.principalCents - 11 * repaymentCents(input);
    expect(Math.abs(lastPayment - 85_607)).toBeLessThan(10);
  });

  it('at 0% charges no interest and closes at 0, even when the repayment was rounded up', () => {
    const rows = amortisationByYear({ principalCents: 7, annualRatePercent: 0, years: 1, frequency: 'monthly' });
    expect(rows).toEqual([{ year: 1, interestCents: 0, principalCents: 7, closingBalanceCents: 0 }]);
    const big = amortisationByYear({ principalCents: 1_000_000, annualRatePercent: 0, years: 2, frequency: 'weekly' });
    expect(big.map((row) => row.principalCents)).toEqual([52 * 9_615, 1_000_000 - 52 * 9_615]);
  });

  it('keeps the balance for an interest-only loan', () => {
    const rows = amortisationByYear({ ...LOAN, years: 5, frequency: 'monthly', interestOnly: true });
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toEqual({ year: row.year, interestCents: 12 * 108_333, principalCents: 0, closingBalanceCents: 20_000_000 });
    }
  });

  it('is all zeros for a loan of 0', () => {
    expect(amortisationByYear({ ...LOAN, principalCents: 0, years: 2, frequency: 'monthly' })).toEqual([
      { year: 1, interestCents: 0, principalCents: 0, closingBalanceCents: 0 },
      { year: 2, interestCents: 0, principalCents: 0, closingBalanceCents: 0 },
    ]);
  });
});

describe('totalInterestCents', () => {
  it('is what the schedule charges: total repaid less the loan', () => {
    expect(totalInterestCents({ ...LOAN, frequency: 'monthly' })).toBe(25_508_582);
    // Paying more often costs less interest.
    expect(totalInterestCents({ ...LOAN, frequency: 'fortnightly' })).toBeLessThan(25_508_582);
  });

  it('is 0 at 0%, and interest only is the repayment times the number of periods', () => {
    expect(totalInterestCents({ ...LOAN, annualRatePercent: 0, frequency: 'weekly' })).toBe(0);
    expect(totalInterestCents({ ...LOAN, years: 2, frequency: 'fortnightly', interestOnly: true })).toBe(52 * 50_000);
  });
});
