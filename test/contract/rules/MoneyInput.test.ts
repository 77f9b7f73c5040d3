import { parseMoneyInput } from '../../../contract/rules/MoneyInput';

describe('parseMoneyInput', () => {
  it.each([
    ['12.34', 1234], ['$12.34', 1234], ['12', 1200], ['12.3', 1230], ['0.05', 5], ['.5', 50], ['1,250.00', 125_000],
    ['$1,000,000', 100_000_000], [' 7 ', 700], ['0', 0], ['0.10', 10], ['19.99', 1999],
  ])('reads %s as %i cents', (input, cents) => {
    expect(parseMoneyInput(input)).toBe(cents);
  });

  it.each(['', 'abc', '12.345', '-5', '1e3', '12,34', '$', '1.2.3', '12345678901'])('refuses %j', (input) => {
    expect(parseMoneyInput(input)).toBeNull();
  });

  it('never goes through a float: 0.29 is 29 cents, not 28.999…', () => {
    expect(parseMoneyInput('0.29')).toBe(29);
    expect(parseMoneyInput('1.15')).toBe(115);
  });
});
