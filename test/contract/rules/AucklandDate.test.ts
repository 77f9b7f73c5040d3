import {
  addDays, ageOn, formatCalendarDate, formatCalendarMonth, aucklandDateOf, aucklandInstantOf, aucklandToday, formatAucklandDateTime, isIsoDate, startOfAucklandDayUtcMs,
} from '../../../contract/rules/AucklandDate';

const utc = (iso: string) => Date.parse(iso);

describe('Auckland calendar dates', () => {
  it('roll over at Auckland midnight, not UTC midnight', () => {
    expect(aucklandDateOf(utc('2026-11-22T10:59:59Z'))).toBe('2026-11-22'); // 23:59:59 NZDT
    expect(aucklandDateOf(utc('2026-11-22T11:00:00Z'))).toBe('2026-11-23'); // 00:00 NZDT
    expect(aucklandDateOf(utc('2026-07-01T11:59:59Z'))).toBe('2026-07-01'); // 23:59:59 NZST
    expect(aucklandDateOf(utc('2026-07-01T12:00:00Z'))).toBe('2026-07-02');
    expect(aucklandToday(utc('2026-12-31T11:00:00Z'))).toBe('2027-01-01');
  });

  it('adds and subtracts days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-09-26', 2)).toBe('2026-09-28');
    expect(addDays('2026-05-05', 0)).toBe('2026-05-05');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('refuses what is not a YYYY-MM-DD date', () => {
    for (const bad of ['', '2026-2-3', '2026-02-30', '2026-13-01', '26-01-01', '2026-01-01T00:00', ' 2026-01-01']) {
      expect(isIsoDate(bad)).toBe(false);
      expect(() => addDays(bad, 1)).toThrow(RangeError);
    }
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});

describe('start of an Auckland day', () => {
  it.each([
    ['2026-07-15', '2026-07-14T12:00:00.000Z', 'NZST, UTC+12'],
    ['2026-12-25', '2026-12-24T11:00:00.000Z', 'NZDT, UTC+13'],
    ['2026-09-26', '2026-09-25T12:00:00.000Z', 'the day before daylight time starts'],
    ['2026-09-27', '2026-09-26T12:00:00.000Z', 'daylight time starts at 2:00 that day: midnight is still NZST'],
    ['2026-09-28', '2026-09-27T11:00:00.000Z', 'the first whole day of NZDT'],
    ['2026-04-04', '2026-04-03T11:00:00.000Z', 'the day before daylight time ends'],
    ['2026-04-05', '2026-04-04T11:00:00.000Z', 'daylight time ends at 3:00 that day: midnight is still NZDT'],
    ['2026-04-06', '2026-04-05T12:00:00.000Z', 'the first whole day of NZST'],
    ['2025-09-28', '2025-09-27T12:00:00.000Z', 'the change in 2025'],
    ['2027-04-04', '2027-04-03T11:00:00.000Z', 'the change in 2027'],
  ])('%s begins at %s (%s)', (date, instant) => {
    expect(new Date(startOfAucklandDayUtcMs(date)).toISOString()).toBe(instant);
    expect(aucklandDateOf(startOfAucklandDayUtcMs(date))).toBe(date);
    expect(aucklandDateOf(startOfAucklandDayUtcMs(date) - 1)).toBe(addDays(date, -1));
  });

  it('makes the change days 23 and 25 hours long', () => {
    const hours = (date: string) => (startOfAucklandDayUtcMs(addDays(date, 1)) - startOfAucklandDayUtcMs(date)) / 3_600_000;
    expect(hours('2026-09-27')).toBe(23);
    expect(hours('2026-04-05')).toBe(25);
    expect(hours('2026-06-01')).toBe(24);
  });
});

describe('ageOn', () => {
  it('counts whole years, turning over on the birthday', () => {
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18);
    expect(ageOn('2008-11-23', '2026-12-01')).toBe(18);
    expect(ageOn('2008-12-01', '2026-11-30')).toBe(17);
    expect(ageOn('2026-05-05', '2026-05-05')).toBe(0);
    expect(ageOn('1950-01-01', '2026-01-01')).toBe(76);
  });

  it('has someone born on 29 February turn a year older on 1 March in common years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('refuses malformed dates', () => {
    expect(() => ageOn('23/11/2008', '2026-11-23')).toThrow(RangeError);
  });
});

describe('formatAucklandDateTime', () => {
  it.each([
    ['2026-11-22T20:05:00Z', '23 Nov 2026, 9:05 am'],
    ['2026-11-23T11:00:00Z', '24 Nov 2026, 12:00 am'],
    ['2026-11-23T23:00:00Z', '24 Nov 2026, 12:00 pm'],
    ['2026-07-01T04:30:00Z', '1 Jul 2026, 4:30 pm'],
    ['2026-09-02T00:00:00Z', '2 Sep 2026, 12:00 pm'],
    ['2026-09-26T13:59:00Z', '27 Sep 2026, 1:59 am'],
    ['2026-09-26T14:00:00Z', '27 Sep 2026, 3:00 am'],
    ['2026-04-04T13:30:00Z', '5 Apr 2026, 2:30 am'],
    ['2026-04-04T14:30:00Z', '5 Apr 2026, 2:30 am'],
  ])('%s reads %s', (instant, text) => {
    expect(formatAucklandDateTime(utc(instant))).toBe(text);
  });
});

describe('aucklandInstantOf', () => {
  it('reads an ordinary time in standard and in daylight time', () => {
    expect(new Date(aucklandInstantOf('2027-06-15', '09:00')).toISOString()).toBe('2027-06-14T21:00:00.000Z');
    expect(new Date(aucklandInstantOf('2027-12-31', '23:59')).toISOString()).toBe('2027-12-31T10:59:00.000Z');
  });

  it('takes the earlier of the two 2:30s when daylight saving ends', () => {
    const instant = aucklandInstantOf('2027-04-04', '02:30');
    expect(new Date(instant).toISOString()).toBe('2027-04-03T13:30:00.000Z');
    expect(formatAucklandDateTime(instant)).toBe('4 Apr 2027, 2:30 am');
    expect(formatAucklandDateTime(instant + 3_600_000)).toBe('4 Apr 2027, 2:30 am');
  });

  it('reads a time in the skipped hour as the same distance past the jump', () => {
    const instant = aucklandInstantOf('2027-09-26', '02:30');
    expect(formatAucklandDateTime(instant)).toBe('26 Sep 2027, 3:30 am');
  });

  it('refuses what is not a time', () => {
    expect(() => aucklandInstantOf('2027-02-29', '09:00')).toThrow(RangeError);
    expect(() => aucklandInstantOf('2028-02-29', '24:00')).toThrow(RangeError);
    expect(aucklandDateOf(aucklandInstantOf('2028-02-29', '09:00'))).toBe('2028-02-29');
  });
});

describe('formatCalendarDate: one way to write a date for people, in five styles', () => {
  it.each([
    ['medium', '1 Dec 2026'], ['long', '1 December 2026'], ['short', '1 Dec'],
    ['weekday', 'Tue 1 Dec 2026'], ['weekday-short', 'Tue 1 Dec'],
  ] as const)('%s', (style, words) => {
    expect(formatCalendarDate('2026-12-01', style)).toBe(words);
  });

  it('writes medium by default, and 29 February', () => {
    expect(formatCalendarDate('2028-02-29')).toBe('29 Feb 2028');
  });

  it('reads an instant as its Auckland date: 11:30 UTC on 31 Dec is New Year’s Day in Auckland', () => {
    expect(formatCalendarDate('2026-12-31T11:30:00Z')).toBe('1 Jan 2027');
  });

  it('refuses a date that does not exist', () => {
    expect(() => formatCalendarDate('2027-02-29')).toThrow(RangeError);
  });
});

describe('formatCalendarMonth', () => {
  it.each([['2026-11', 'November 2026'], ['2028-02', 'February 2028'], ['2027-01', 'January 2027']])('%s is %s', (month, words) => {
    expect(formatCalendarMonth(month)).toBe(words);
  });
});
