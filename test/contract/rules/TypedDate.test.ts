import { formatTypedDate, parseTypedDate } from '../../../contract/rules/TypedDate';

describe('dates typed the NZ way, day first', () => {
  it('reads DD/MM/YYYY with slashes, dashes, dots or spaces, and one-digit days and months', () => {
    expect(parseTypedDate('05/04/1981')).toBe('1981-04-05');
    expect(parseTypedDate('5-4-1981')).toBe('1981-04-05');
    expect(parseTypedDate(' 23.11.2026 ')).toBe('2026-11-23');
    expect(parseTypedDate('29 02 2028')).toBe('2028-02-29');
  });

  it('refuses what is not a real date, month-first American dates beyond 12, and two-digit years', () => {
    for (const text of ['', '31/02/2026', '29/02/2026', '11/23/2026', '00/01/2026', '5/4/81', '2026-11-23', 'tomorrow', '1/1/2026/1']) {
      expect([text, parseTypedDate(text)]).toEqual([text, null]);
    }
  });

  it('writes a date back as it is typed', () => {
    expect(formatTypedDate('2026-04-05')).toBe('05/04/2026');
    expect(parseTypedDate(formatTypedDate('2028-02-29'))).toBe('2028-02-29');
  });
});
