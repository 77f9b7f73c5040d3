import { highlightMatches } from '../../src/design-system/highlightMatches';

const marked = (label: string, query: string) => highlightMatches(label, query).filter((s) => s.match).map((s) => s.text);

describe('highlightMatches', () => {
  it('marks each query word where it starts a word of the label, ignoring case', () => {
    expect(marked('12 Queen Street, Auckland Central, Auckland 1010', '12 queen st auck')).toEqual(['12', 'Queen', 'St', 'Auck', 'Auck']);
  });

  it('does not mark matches inside a word', () => {
    expect(marked('45 Eastern Street', 'st')).toEqual(['St']);
  });

  it('keeps the whole label, in order, across segments', () => {
    const label = 'Flat 3, 45 Ponsonby Road, Ponsonby';
    expect(highlightMatches(label, 'pon 45').map((s) => s.text).join('')).toBe(label);
  });

  it('returns the label unmarked for an empty query', () => {
    expect(highlightMatches('12 Queen Street', '  ')).toEqual([{ text: '12 Queen Street', match: false }]);
  });

  it('merges overlapping words into one mark', () => {
    expect(marked('Queenstown', 'queen queens')).toEqual(['Queens']);
  });
});
