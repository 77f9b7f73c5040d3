import { formatTime, isOpenAt, matchesPlace } from '../../../../../src/features/support/core/domain/Branch';
import { BRANCHES } from '../../fakes/FakeContentService';

const [central] = BRANCHES;
const at = (iso: string) => Date.parse(iso);

describe('branch opening on the Auckland clock', () => {
  it('is open at 9 am on a Monday in Auckland (Sunday 20:00 UTC in daylight time)', () => {
    expect(isOpenAt(central!, at('2026-11-22T20:00:00Z'))).toBe(true);
    expect(isOpenAt(central!, at('2026-11-22T19:59:00Z'))).toBe(false);
  });

  it('closes at the closing minute', () => {
    // Monday 23 Nov 2026, 5 pm NZDT = 04:00 UTC.
    expect(isOpenAt(central!, at('2026-11-23T03:59:00Z'))).toBe(true);
    expect(isOpenAt(central!, at('2026-11-23T04:00:00Z'))).toBe(false);
  });

  it('uses standard time in winter (UTC+12)', () => {
    // Monday 6 July 2026, 9 am NZST = Sunday 21:00 UTC.
    expect(isOpenAt(central!, at('2026-07-05T21:00:00Z'))).toBe(true);
    expect(isOpenAt(central!, at('2026-07-05T20:30:00Z'))).toBe(false);
  });

  it('keeps Saturday hours and Sunday closed', () => {
    expect(isOpenAt(central!, at('2026-11-27T23:00:00Z'))).toBe(true); // Sat 12 pm
    expect(isOpenAt(central!, at('2026-11-28T23:00:00Z'))).toBe(false); // Sun 12 pm
  });

  it('formats times and matches places without minding case or macrons', () => {
    expect(formatTime('09:00')).toBe('9:00 am');
    expect(formatTime('16:30')).toBe('4:30 pm');
    expect(formatTime('12:15')).toBe('12:15 pm');
    expect(matchesPlace(BRANCHES[2]!, 'whangarei')).toBe(true);
    expect(matchesPlace(BRANCHES[1]!, 'PONS')).toBe(true);
    expect(matchesPlace(BRANCHES[1]!, 'Hamilton')).toBe(false);
  });
});
