import {
  IRD_NUMBER_MAX, IRD_NUMBER_MIN, formatIrdNumber, irdNumberDigits, irdNumberProblem, isValidIrdNumber,
} from '../../../contract/rules/IrdNumber';

const INVALID = 'That is not a valid IRD number. Check it and try again';

describe('IRD numbers (Inland Revenue check digit)', () => {
  it.each(['49-091-850', '35-901-981', '136-410-132'])('accepts the spec example %s', (ird) => {
    expect(irdNumberProblem(ird)).toBeNull();
    expect(isValidIrdNumber(ird)).toBe(true);
  });

  it('rejects the spec examples with the reason', () => {
    expect(irdNumberProblem('136-410-133')).toBe(INVALID);
    expect(irdNumberProblem('9125568')).toBe('An IRD number has 8 or 9 digits');
    expect(irdNumberProblem('150000001')).toBe(INVALID);
  });

  it('uses the second weights when the first give 10', () => {
    // 136-410-132 and 49-092-134 both need weights 7 4 3 2 5 2 7 6.
    expect(isValidIrdNumber('136410132')).toBe(true);
    expect(isValidIrdNumber('49-092-134')).toBe(true);
    expect(isValidIrdNumber('49-092-135')).toBe(false);
  });

  it('rejects a number whose check digit is 10 under both weight sets, whatever the last digit', () => {
    for (let last = 0; last <= 9; last += 1) expect(isValidIrdNumber(`4909194${last}`)).toBe(false);
  });

  it('accepts dashes, spaces, none, and a leading zero', () => {
    expect(isValidIrdNumber('49091850')).toBe(true);
    expect(isValidIrdNumber('49 091 850')).toBe(true);
    expect(isValidIrdNumber(' 049-091-850 ')).toBe(true);
    expect(isValidIrdNumber('35 - 901 - 981')).toBe(true);
  });

  it('keeps to the range 10,000,000 to 150,000,000', () => {
    expect(IRD_NUMBER_MIN).toBe(10_000_000);
    expect(IRD_NUMBER_MAX).toBe(150_000_000);
    expect(irdNumberProblem('09999999')).toBe(INVALID);
    expect(irdNumberProblem('00000000')).toBe(INVALID);
    expect(irdNumberProblem('150000001')).toBe(INVALID);
    expect(irdNumberProblem('999999999')).toBe(INVALID);
  });

  it.each([
    ['', 'Enter your IRD number'],
    ['   ', 'Enter your IRD number'],
    ['49.091.850', 'An IRD number has only numbers, with or without dashes'],
    ['49-O91-850', 'An IRD number has only numbers, with or without dashes'],
    ['１２３４５６７８', 'An IRD number has only numbers, with or without dashes'],
    ['1234567', 'An IRD number has 8 or 9 digits'],
    ['1234567890', 'An IRD number has 8 or 9 digits'],
  ])('rejects %j: %s', (ird, message) => {
    expect(irdNumberProblem(ird)).toBe(message);
  });

  it('reads the digits out of what was typed', () => {
    expect(irdNumberDigits('49-091 850')).toBe('49091850');
    expect(irdNumberDigits('49/091/850')).toBeNull();
  });

  it('formats as NN-NNN-NNN or NNN-NNN-NNN', () => {
    expect(formatIrdNumber('49091850')).toBe('49-091-850');
    expect(formatIrdNumber('049 091 850')).toBe('49-091-850');
    expect(formatIrdNumber('136410132')).toBe('136-410-132');
    expect(formatIrdNumber('136-410-132')).toBe('136-410-132');
    expect(formatIrdNumber('123')).toBe('123');
    expect(formatIrdNumber('abc')).toBe('abc');
  });
});
