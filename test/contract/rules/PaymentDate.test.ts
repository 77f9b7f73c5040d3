import { aucklandToday } from '../../../contract/rules/AucklandDate';
import { isFutureDate, paymentDateProblem } from '../../../contract/rules/PaymentDate';

describe('paymentDateProblem', () => {
  it('takes today (pay now) and any later date up to a year ahead (scheduled)', () => {
    expect(paymentDateProblem('2026-11-23', '2026-11-23')).toBeNull();
    expect(isFutureDate('2026-11-23', '2026-11-23')).toBe(false);
    expect(paymentDateProblem('2026-11-30', '2026-11-23')).toBeNull();
    expect(isFutureDate('2026-11-30', '2026-11-23')).toBe(true);
    expect(paymentDateProblem('2027-11-23', '2026-11-23')).toBeNull();
  });

  it('refuses the past, more than a year ahead, and dates that do not exist', () => {
    expect(paymentDateProblem('2026-11-22', '2026-11-23')).toBe("The payment date can't be in the past");
    expect(paymentDateProblem('2027-11-24', '2026-11-23')).toBe('The payment date can be at most a year ahead');
    expect(paymentDateProblem('2026-02-30', '2026-01-01')).toBe('Enter the date as a day, month and year');
    expect(paymentDateProblem('30/11/2026', '2026-11-23')).toBe('Enter the date as a day, month and year');
  });

  it("judges by Auckland's today across the daylight-saving change, not the server's", () => {
    // Daylight time starts at 2:00 NZST on Sunday 27 September 2026 (clocks go to 3:00).
    const beforeChange = Date.UTC(2026, 8, 26, 13, 59); // 01:59 NZST on the 27th
    const afterChange = Date.UTC(2026, 8, 27, 10, 59); // 23:59 NZDT on the 27th
    const nextDay = Date.UTC(2026, 8, 27, 11, 0); // 00:00 NZDT on the 28th, still the 27th in UTC
    expect(aucklandToday(beforeChange)).toBe('2026-09-27');
    expect(aucklandToday(afterChange)).toBe('2026-09-27');
    expect(aucklandToday(nextDay)).toBe('2026-09-28');
    expect(paymentDateProblem('2026-09-27', aucklandToday(nextDay))).toBe("The payment date can't be in the past");
    // Daylight time ends at 3:00 NZDT on Sunday 5 April 2026: 11:30 UTC on the 4th is 00:30 on the 5th.
    expect(aucklandToday(Date.UTC(2026, 3, 4, 11, 30))).toBe('2026-04-05');
    expect(isFutureDate('2026-04-05', aucklandToday(Date.UTC(2026, 3, 4, 10, 30)))).toBe(true);
  });
});
