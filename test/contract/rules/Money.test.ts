import { assertCents, formatMoney } from '../../../contract/rules/Money';

describe('Money', () => {
  it('formats integer cents in en-NZ dollars', () => {
    expect(formatMoney(123_456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-1_200)).toBe('-$12.00');
  });

  it('refuses fractions of a cent', () => {
    expect(() => assertCents(10.5)).toThrow(RangeError);
    expect(() => formatMoney(0.1 + 0.2)).toThrow(RangeError);
  });
});
