import { isNewPayee, NEW_PAYEE_DAYS, PAYMENT_PURPOSES, PURPOSE_LABELS, PURPOSE_WARNINGS } from '../../../contract/rules/PaymentPurpose';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 20, 0);

describe('PaymentPurpose', () => {
  it('a payee saved less than 30 days ago is someone new; one saved 30 days ago or more is not (as the server\'s risk rules count)', () => {
    expect(NEW_PAYEE_DAYS).toBe(30);
    expect(isNewPayee(NOW, NOW)).toBe(true);
    expect(isNewPayee(NOW - 29 * DAY, NOW)).toBe(true);
    expect(isNewPayee(NOW - 30 * DAY + 1, NOW)).toBe(true);
    expect(isNewPayee(NOW - 30 * DAY, NOW)).toBe(false);
    expect(isNewPayee(NOW - 400 * DAY, NOW)).toBe(false);
  });

  it('every purpose has its label and a warning: what the scam looks like and at least two questions to ask', () => {
    for (const purpose of PAYMENT_PURPOSES) {
      expect(PURPOSE_LABELS[purpose]).toMatch(/^[A-Z]/);
      expect(PURPOSE_WARNINGS[purpose].looksLike).toMatch(/\.$/);
      expect(PURPOSE_WARNINGS[purpose].ask.length).toBeGreaterThanOrEqual(2);
      for (const question of PURPOSE_WARNINGS[purpose].ask) expect(question).toMatch(/[?.]$/);
    }
  });
});
