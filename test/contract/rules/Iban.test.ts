import {
  IBAN_LENGTHS, countryUsesIban, formatIban, ibanProblem, isValidIban, normaliseIban,
} from '../../../contract/rules/Iban';

const VALID = [
  'GB82 WEST 1234 5698 7654 32',
  'DE89 3704 0044 0532 0130 00',
  'FR14 2004 1010 0505 0001 3M02 606',
  'NL91 ABNA 0417 1643 00',
  'BE68 5390 0754 7034',
  'CH93 0076 2011 6238 5295 7',
  'NO93 8601 1117 947',
  'ES91 2100 0418 4502 0005 1332',
  'IT60 X054 2811 1010 0000 0123 456',
  'IE29 AIBK 9311 5212 3456 78',
  'AT61 1904 3002 3457 3201',
  'SE45 5000 0000 0583 9825 7466',
  'DK50 0040 0440 1162 43',
  'FI21 1234 5600 0007 85',
  'PL61 1090 1014 0000 0712 1981 2874',
  'PT50 0002 0123 1234 5678 9015 4',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  'SA03 8000 0000 6080 1016 7519',
];

describe('IBAN', () => {
  it.each(VALID)('accepts %s', (iban) => {
    expect(ibanProblem(iban)).toBeNull();
    expect(isValidIban(iban)).toBe(true);
  });

  it('accepts lower case, no spaces and stray spacing', () => {
    expect(isValidIban('gb82west12345698765432')).toBe(true);
    expect(isValidIban('  GB82WEST 1234 56987654 32 ')).toBe(true);
  });

  it('normalises and formats in groups of four', () => {
    expect(normaliseIban(' gb82 west 1234 5698 7654 32 ')).toBe('GB82WEST12345698765432');
    expect(formatIban('gb82west12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
    expect(formatIban('')).toBe('');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['GB82-WEST-1234-5698-7654-32', 'characters'],
    ['82GB WEST 1234 5698 7654 32', 'characters'],
    ['GBXX WEST 1234 5698 7654 32', 'characters'],
    ['AU12 3456 7890 1234', 'country'],
    ['US12 3456 7890 1234', 'country'],
    ['GB82 WEST 1234 5698 7654 3', 'length'],
    ['GB82 WEST 1234 5698 7654 321', 'length'],
    ['GB83 WEST 1234 5698 7654 32', 'checksum'],
    ['GB82 WEST 1234 5698 7654 23', 'checksum'],
    ['DE89 3704 0044 0532 0130 01', 'checksum'],
  ])('rejects %j (%s)', (iban, code) => {
    expect(ibanProblem(iban)?.code).toBe(code);
    expect(isValidIban(iban)).toBe(false);
  });

  it('explains each problem in plain words', () => {
    expect(ibanProblem('')?.message).toBe('Enter the IBAN');
    expect(ibanProblem('US12 3456 7890')?.message).toMatch(/does not use IBANs/);
    expect(ibanProblem('GB83 WEST 1234 5698 7654 32')?.message).toBe('That IBAN is not valid. Check it and try again');
  });
});

describe('countries that use IBANs', () => {
  it.each([
    ['GB', 22], ['DE', 22], ['FR', 27], ['ES', 24], ['IT', 27], ['NL', 18], ['IE', 22], ['BE', 16],
    ['CH', 21], ['AT', 20], ['SE', 24], ['NO', 15], ['DK', 18], ['FI', 18], ['PL', 28], ['PT', 25],
    ['LU', 20], ['GR', 27], ['CZ', 24], ['HU', 28], ['RO', 24], ['HR', 21], ['SA', 24], ['AE', 23],
  ])('%s uses IBANs of %i characters', (country, length) => {
    expect(countryUsesIban(country)).toBe(true);
    expect(IBAN_LENGTHS[country]).toBe(length);
  });

  it.each(['AU', 'US', 'NZ', 'CA', 'JP', 'CN', 'IN', '', 'G'])('%j does not', (country) => {
    expect(countryUsesIban(country)).toBe(false);
  });

  it('ignores case and surrounding spaces', () => {
    expect(countryUsesIban(' gb ')).toBe(true);
  });

  it('lists at least 40 countries, every length within ISO 13616 limits', () => {
    const lengths = Object.values(IBAN_LENGTHS);
    expect(lengths.length).toBeGreaterThanOrEqual(40);
    for (const length of lengths) expect(length >= 15 && length <= 34).toBe(true);
  });
});
