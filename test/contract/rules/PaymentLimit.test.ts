import {
  DEFAULT_DAILY_LIMIT_CENTS, MAX_DAILY_LIMIT_CENTS, NEW_PAYEE_LIMIT_CENTS, dailyLimitChangeProblem, dailyLimitProblem, leftToday, newPayeeLimitProblem,
} from '../../../contract/rules/PaymentLimit';

/** The limit rule the sandbox applies inside each payment's transaction (server/scam/paymentLimits.ts) and the pay form shows. */
describe('PaymentLimit', () => {
  it('$10,000 a day to others by default, $2,000 to a payee in its first 24 hours, $50,000 at most online', () => {
    expect([DEFAULT_DAILY_LIMIT_CENTS, NEW_PAYEE_LIMIT_CENTS, MAX_DAILY_LIMIT_CENTS]).toEqual([1_000_000, 200_000, 5_000_000]);
  });

  it('what is left today is the limit less what was paid (or held) today, never below $0', () => {
    expect(leftToday({ limitCents: 1_000_000, usedTodayCents: 250_000 })).toBe(750_000);
    expect(leftToday({ limitCents: 50_000, usedTodayCents: 80_000 })).toBe(0);
  });

  it.each([
    [50_000, 0, 50_000, null],
    [50_000, 0, 50_001, 'This payment is over your daily limit for payments to others ($500.00). You have $500.00 left today.'],
    [50_000, 20_000, 30_000, null],
    [50_000, 20_000, 60_000, 'This payment is over your daily limit for payments to others ($500.00). You have $300.00 left today.'],
    [50_000, 90_000, 1, 'This payment is over your daily limit for payments to others ($500.00). You have $0.00 left today.'],
  ])('limit %i, used %i, paying %i: %s', (limitCents, usedTodayCents, amount, words) => {
    expect(dailyLimitProblem({ limitCents, usedTodayCents }, amount)).toBe(words);
  });

  it('a new payee takes at most $2,000 in its first 24 hours, counting what was paid to it already', () => {
    expect(newPayeeLimitProblem(0, 200_000)).toBeNull();
    expect(newPayeeLimitProblem(150_000, 50_000)).toBeNull();
    expect(newPayeeLimitProblem(150_000, 50_001)).toBe('You can pay a payee at most $2,000.00 in the first 24 hours after adding them. You have $500.00 left for this payee.');
    expect(newPayeeLimitProblem(250_000, 1)).toMatch(/You have \$0\.00 left for this payee\.$/);
  });

  it('a limit asked for is whole cents from $0 up to $50,000', () => {
    expect(dailyLimitChangeProblem(0)).toBeNull();
    expect(dailyLimitChangeProblem(MAX_DAILY_LIMIT_CENTS)).toBeNull();
    expect(dailyLimitChangeProblem(MAX_DAILY_LIMIT_CENTS + 1)).toBe('The highest daily limit you can set online is $50,000.00. Call us for more.');
    expect(dailyLimitChangeProblem(-1)).toBe('Enter a daily limit of $0.00 or more.');
    expect(dailyLimitChangeProblem(12.5)).toBe('Enter a daily limit of $0.00 or more.');
  });
});
