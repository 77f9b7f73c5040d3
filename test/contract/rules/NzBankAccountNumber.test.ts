import { formatNzBankAccountNumber, isValidNzBankAccountNumber, nzBankAccountNumberProblem, parseNzBankAccountNumber } from '../../../contract/rules/NzBankAccountNumber';

describe('NZ bank account numbers (Inland Revenue check digits)', () => {
  it.each([
    ['01-0902-0068389-00', 'A'],
    ['01-0902-0998384-00', 'B'],
    ['08-6523-1954512-001', 'D'],
    ['25-2545-3153624-00', 'F'],
    ['26-2600-0320871-032', 'G'],
  ])('accepts %s (algorithm %s)', (number) => {
    expect(isValidNzBankAccountNumber(number)).toBe(true);
  });

  it.each([
    ['01-0902-0068388-00', 'a wrong check digit'],
    ['01-9999-0100197-00', 'a branch outside the bank’s ranges'],
    ['99-0001-0000001-00', 'an unknown bank'],
    ['01-0902-006838', 'too few digits'],
    ['banana', 'letters'],
  ])('rejects %s (%s)', (number) => {
    expect(isValidNzBankAccountNumber(number)).toBe(false);
  });

  it('accepts spaces or no separators and displays with dashes', () => {
    expect(isValidNzBankAccountNumber('01 0902 0068389 00')).toBe(true);
    expect(isValidNzBankAccountNumber('010902006838900')).toBe(true);
    expect(formatNzBankAccountNumber('010902006838900')).toBe('01-0902-0068389-00');
  });
});

describe('an account number typed without its dashes', () => {
  it.each([
    ['1231401573925000', '12-3140-1573925-000', '16 digits: a 7-digit base and a 3-digit suffix'],
    ['12 3140 1573925 000', '12-3140-1573925-000', 'spaces between the four parts'],
    ['1231 4015 7392 5000', '12-3140-1573925-000', 'grouped in fours, as a card number is'],
    ['123140157392500', '12-3140-1573925-00', '15 digits'],
    [' 12-3140-1573925-00 ', '12-3140-1573925-00', 'dashes and stray spaces around it'],
    ['1231 4015 7392 5000 123', null, '19 digits: too many'],
  ])('reads %s as %s (%s)', (typed: string, shown: string | null, _why: string) => {
    expect(formatNzBankAccountNumber(typed)).toBe(shown);
    if (shown) expect(isValidNzBankAccountNumber(typed)).toBe(true);
  });

  it('of two ways to split 16 digits, takes the one whose check digits hold', () => {
    // 26-2600-0320871-032 (algorithm G) as 16 digits: base 0320871, suffix 032 is the valid split.
    expect(formatNzBankAccountNumber('2626000320871032')).toBe('26-2600-0320871-032');
    // 01-0902-00683890-00: an 8-digit base whose check digits hold only split 8 + 2.
    expect(isValidNzBankAccountNumber('01-0902-00068389-00')).toBe(true);
    expect(formatNzBankAccountNumber('0109020006838900')).toBe('01-0902-0068389-00');
  });

  it('keeps the grouping the customer typed, rather than guessing another', () => {
    expect(isValidNzBankAccountNumber('12-3140-15739250-00')).toBe(false);
  });

  it('refuses letters mixed in', () => {
    expect(parseNzBankAccountNumber('12-3140-157392O-000')).toBeNull();
  });
});

describe('nzBankAccountNumberProblem', () => {
  it('asks for a number, then for a valid one, in the words every form uses', () => {
    expect(nzBankAccountNumberProblem('  ')).toBe('Enter the account number');
    expect(nzBankAccountNumberProblem('01-0902-0068388-00')).toBe('Enter a valid NZ bank account number, for example 12-3456-0123456-00');
    expect(nzBankAccountNumberProblem('1231401573925000')).toBeNull();
  });
});
