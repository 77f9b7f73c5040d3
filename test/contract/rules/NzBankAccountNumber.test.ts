import { formatNzBankAccountNumber, isValidNzBankAccountNumber } from '../../../contract/rules/NzBankAccountNumber';

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
