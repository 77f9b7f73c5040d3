import { dollarAmountProblem, parseDollarsToCents } from '../../../contract/rules/DollarAmount';

describe('parseDollarsToCents', () => {
  it.each([
    ['12500', 1_250_000], ['$12,500', 1_250_000], [' 800 ', 80_000], ['12.5', 1250], ['0.05', 5], ['$ 1,000,000.99', 100_000_099],
  ])('reads %p as %p cents', (input, cents) => expect(parseDollarsToCents(input)).toBe(cents));

  it.each(['', '-5', '12.345', '1,00', 'ten', '12,50.00', '1e5'])('refuses %p', (input) => expect(parseDollarsToCents(input)).toBeNull());
});

describe('dollarAmountProblem', () => {
  const bounds = { min: 100_000, max: 5_000_000, missing: 'Enter an amount', outOfRange: 'Between $1,000 and $50,000' };
  it('names a missing, unreadable or out-of-range amount, and passes one in range', () => {
    expect(dollarAmountProblem(' ', bounds)).toBe('Enter an amount');
    expect(dollarAmountProblem('lots', bounds)).toBe('Enter an amount in dollars, like 2,500');
    expect(dollarAmountProblem('999.99', bounds)).toBe('Between $1,000 and $50,000');
    expect(dollarAmountProblem('50,000.01', bounds)).toBe('Between $1,000 and $50,000');
    expect(dollarAmountProblem('$1,000', bounds)).toBeNull();
  });
});
