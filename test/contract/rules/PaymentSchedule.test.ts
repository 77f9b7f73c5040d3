import { nextPaymentDate } from '../../../contract/rules/PaymentSchedule';

describe('nextPaymentDate', () => {
  it('adds a week or a fortnight, across month and year ends', () => {
    expect(nextPaymentDate('2026-11-27', 'weekly')).toBe('2026-12-04');
    expect(nextPaymentDate('2026-12-25', 'fortnightly')).toBe('2027-01-08');
  });

  it('keeps the calendar day across a daylight-saving change (NZDT starts 27 Sep 2026, ends 4 Apr 2027)', () => {
    expect(nextPaymentDate('2026-09-24', 'weekly')).toBe('2026-10-01');
    expect(nextPaymentDate('2027-03-31', 'weekly')).toBe('2027-04-07');
    expect(nextPaymentDate('2027-03-28', 'fortnightly')).toBe('2027-04-11');
  });

  it('keeps a monthly payment on its day, or the month’s last day when the month is shorter', () => {
    expect(nextPaymentDate('2026-11-15', 'monthly')).toBe('2026-12-15');
    expect(nextPaymentDate('2026-12-15', 'monthly')).toBe('2027-01-15');
    expect(nextPaymentDate('2027-01-31', 'monthly')).toBe('2027-02-28');
    expect(nextPaymentDate('2027-02-28', 'monthly', 31)).toBe('2027-03-31');
    expect(nextPaymentDate('2028-01-30', 'monthly')).toBe('2028-02-29');
  });
});
