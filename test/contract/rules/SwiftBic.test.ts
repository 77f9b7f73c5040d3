import { bicProblem, isValidBic, normaliseBic, parseBic } from '../../../contract/rules/SwiftBic';

describe('SWIFT/BIC codes', () => {
  it.each(['ANZBNZ22', 'ANZBNZ22XXX', 'DEUTDEFF', 'DEUTDEFF500', 'NWBKGB2L', 'BKENGB2L0A1', 'CHASUS33', 'WPACAU2S'])(
    'accepts %s', (bic) => {
      expect(isValidBic(bic)).toBe(true);
      expect(bicProblem(bic)).toBeNull();
    },
  );

  it('accepts lower case and spaces, and normalises them', () => {
    expect(isValidBic('anzb nz 22')).toBe(true);
    expect(normaliseBic(' deut de ff 500 ')).toBe('DEUTDEFF500');
  });

  it('splits a code into its parts', () => {
    expect(parseBic('DEUTDEFF500')).toEqual({ bank: 'DEUT', country: 'DE', location: 'FF', branch: '500' });
    expect(parseBic('ANZBNZ22')).toEqual({ bank: 'ANZB', country: 'NZ', location: '22', branch: '' });
    expect(parseBic('ANZBNZ2')).toBeNull();
  });

  it.each([
    ['', 'Enter the SWIFT/BIC code'],
    ['  ', 'Enter the SWIFT/BIC code'],
    ['ANZBNZ2', 'A SWIFT/BIC code has 8 or 11 characters'],
    ['ANZBNZ22X', 'A SWIFT/BIC code has 8 or 11 characters'],
    ['ANZBNZ22XX', 'A SWIFT/BIC code has 8 or 11 characters'],
    ['ANZBNZ22XXXX', 'A SWIFT/BIC code has 8 or 11 characters'],
  ])('rejects %j with %j', (bic, message) => {
    expect(bicProblem(bic)).toBe(message);
    expect(isValidBic(bic)).toBe(false);
  });

  it.each([
    ['AN1BNZ22', 'a digit in the bank code'],
    ['ANZB1Z22', 'a digit in the country'],
    ['ANZBNZ2-', 'punctuation in the location'],
    ['ANZBNZ22X_X', 'punctuation in the branch'],
    ['ÄNZBNZ22', 'a letter outside A to Z'],
  ])('rejects %s (%s)', (bic) => {
    expect(bicProblem(bic)).toMatch(/^Check the SWIFT\/BIC code/);
    expect(isValidBic(bic)).toBe(false);
  });
});
