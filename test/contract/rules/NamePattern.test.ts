import {
  NAME_PATTERN, NAME_PATTERN_MESSAGE, matchesNamePattern, namePatternProblem,
} from '../../../contract/rules/NamePattern';

describe('name pattern', () => {
  it('has the spec’s message', () => {
    expect(NAME_PATTERN_MESSAGE).toBe('Use only letters, hyphens, apostrophes and spaces');
  });

  it.each([
    'Aroha', 'Te Rangi', 'Ngāti Whātua', 'Mary-Jane', "O'Brien", 'O’Brien', 'de la Cruz', 'Zoë', 'Müller',
    'Łukasz', 'Ólafsdóttir', 'Nguyễn', 'Сергей', 'Αλέξανδρος', '王小明', 'محمد', 'Ko\u0304whai', ' Aroha ', 'a',
  ])('accepts %j', (name) => {
    expect(matchesNamePattern(name)).toBe(true);
    expect(namePatternProblem(name)).toBeNull();
  });

  it.each([
    'R2-D2', 'Anne_Marie', 'Smith.', 'Jones, Tom', 'Dr. Who', 'Ann & Bob', 'Bob!', 'me@example', '🙂',
    'Tab\tName', 'Line\nBreak', '"Quoted"', '-', "'", '- \'', '\u0304a', 'Ｏ１',
  ])('rejects %j', (name) => {
    expect(matchesNamePattern(name)).toBe(false);
    expect(namePatternProblem(name)).toBe(NAME_PATTERN_MESSAGE);
  });

  it('leaves blank values to the field’s own required rule', () => {
    expect(namePatternProblem('')).toBeNull();
    expect(namePatternProblem('   ')).toBeNull();
    expect(matchesNamePattern('')).toBe(false);
  });

  it('is a plain regular expression forms can reuse', () => {
    expect(NAME_PATTERN.test('Kōwhai')).toBe(true);
    expect(NAME_PATTERN.flags).toContain('u');
  });
});
