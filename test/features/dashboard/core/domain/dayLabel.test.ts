import { addDays } from '../../../../../contract/rules/AucklandDate';
import { dayLabel, monthName } from '../../../../../src/features/dashboard/core/domain/dayLabel';

describe('dayLabel', () => {
  const today = '2026-11-25';
  it('says Today, Tomorrow and Yesterday around today', () => {
    expect([dayLabel(today, today), dayLabel(addDays(today, 1), today), dayLabel(addDays(today, -1), today)]).toEqual(['Today', 'Tomorrow', 'Yesterday']);
  });

  it('gives the weekday, day and month otherwise, and the year only when it is another year', () => {
    expect(dayLabel('2026-11-28', today)).toBe('Sat 28 Nov');
    expect(dayLabel('2027-01-04', today)).toBe('Mon 4 Jan 2027');
  });

  it('names a month in full', () => {
    expect(monthName('2026-11')).toBe('November 2026');
  });
});
