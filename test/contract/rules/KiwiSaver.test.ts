import {
  DEFAULT_KIWISAVER_CONTRIBUTION_RATE, FIRST_HOME_RETAINED_CENTS, KIWISAVER_CONTRIBUTION_RATES,
  MAX_GOVERNMENT_CONTRIBUTION_CENTS, firstHomeWithdrawalCents, governmentContributionCents,
  isEligibleForFirstHomeWithdrawal, isKiwiSaverContributionRate,
} from '../../../contract/rules/KiwiSaver';

describe('KiwiSaver contribution rates', () => {
  it('are 3, 3.5, 4, 6, 8 and 10%, with 3.5% the default', () => {
    expect(KIWISAVER_CONTRIBUTION_RATES).toEqual([3, 3.5, 4, 6, 8, 10]);
    expect(DEFAULT_KIWISAVER_CONTRIBUTION_RATE).toBe(3.5);
  });

  it.each([[3, true], [3.5, true], [10, true], [5, false], [0, false], [4.5, false], [12, false]])('%s is a rate: %s', (rate, ok) => {
    expect(isKiwiSaverContributionRate(rate)).toBe(ok);
  });
});

describe('government contribution', () => {
  it('is 25c per $1 of member contributions', () => {
    expect(governmentContributionCents(0)).toBe(0);
    expect(governmentContributionCents(100)).toBe(25);
    expect(governmentContributionCents(50_000)).toBe(12_500);
    expect(governmentContributionCents(104_288)).toBe(26_072);
  });

  it('is capped at $260.72 a year', () => {
    expect(MAX_GOVERNMENT_CONTRIBUTION_CENTS).toBe(26_072);
    expect(governmentContributionCents(104_289)).toBe(26_072);
    expect(governmentContributionCents(1_000_000)).toBe(26_072);
  });

  it('rounds down to whole cents', () => {
    expect(governmentContributionCents(1)).toBe(0);
    expect(governmentContributionCents(3)).toBe(0);
    expect(governmentContributionCents(150)).toBe(37);
    expect(governmentContributionCents(104_287)).toBe(26_071);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (cents) => {
    expect(() => governmentContributionCents(cents)).toThrow(RangeError);
  });
});

describe('first-home withdrawal', () => {
  it('needs 3 whole years of membership', () => {
    expect(isEligibleForFirstHomeWithdrawal('2023-11-24', '2026-11-23')).toBe(false);
    expect(isEligibleForFirstHomeWithdrawal('2023-11-23', '2026-11-23')).toBe(true);
    expect(firstHomeWithdrawalCents(5_000_000, '2023-11-24', '2026-11-23')).toBe(0);
  });

  it('leaves $1,000 in the account', () => {
    expect(FIRST_HOME_RETAINED_CENTS).toBe(100_000);
    expect(firstHomeWithdrawalCents(5_000_000, '2020-04-01', '2026-11-23')).toBe(4_900_000);
    expect(firstHomeWithdrawalCents(100_001, '2020-04-01', '2026-11-23')).toBe(1);
  });

  it('is never negative', () => {
    expect(firstHomeWithdrawalCents(100_000, '2020-04-01', '2026-11-23')).toBe(0);
    expect(firstHomeWithdrawalCents(50_000, '2020-04-01', '2026-11-23')).toBe(0);
    expect(firstHomeWithdrawalCents(0, '2020-04-01', '2026-11-23')).toBe(0);
  });

  it('refuses a balance that is not whole cents, and malformed dates', () => {
    expect(() => firstHomeWithdrawalCents(10.5, '2020-04-01', '2026-11-23')).toThrow(RangeError);
    expect(() => firstHomeWithdrawalCents(1_000, '1/4/2020', '2026-11-23')).toThrow(RangeError);
  });
});
