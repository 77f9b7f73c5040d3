import { alertThresholdProblem, needsThreshold } from '../../../contract/rules/AlertThreshold';

describe('alertThresholdProblem', () => {
  it('takes whole dollars from $1 to $1,000,000 for the alerts with an amount', () => {
    for (const cents of [100, 10_000, 100_000_000]) expect(alertThresholdProblem('low-balance', cents)).toBeNull();
    expect(alertThresholdProblem('large-payment', null)).toBe('Enter the amount for the large payment alert');
    expect(alertThresholdProblem('low-balance', 99)).toBe('Enter a whole dollar amount');
    expect(alertThresholdProblem('low-balance', 0)).toBe('Enter an amount of at least $1');
    expect(alertThresholdProblem('large-payment', 100_000_100)).toBe('Enter an amount of at most $1,000,000');
    expect(alertThresholdProblem('large-payment', 1.5)).toBe('Enter a whole dollar amount');
  });

  it('needs no amount for a new-login alert', () => {
    expect(needsThreshold('new-login')).toBe(false);
    expect(alertThresholdProblem('new-login', null)).toBeNull();
  });
});
