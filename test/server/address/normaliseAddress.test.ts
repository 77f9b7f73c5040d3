import {
  beginningWord, expandWord, normaliseAddress, normaliseWords, plainWords, searchVector,
} from '../../../server/address/normaliseAddress';

describe('normaliseAddress', () => {
  it('lowercases, drops macrons and punctuation, and keeps house numbers with their letter', () => {
    expect(normaliseAddress('Flat 2, 12A Ōrewa Parade, Whangārei 0110')).toBe('flat 2 12a orewa parade whangarei 0110');
  });

  it('splits "3/45" into unit and house number, and joins names with apostrophes', () => {
    expect(plainWords("3/45 O'Connell St")).toEqual(['3', '45', 'oconnell', 'st']);
  });

  it.each([
    ['12 Queen St', '12 queen street'],
    ['5 Mt Eden Rd', '5 mount eden road'],
    ['Karangahape Rd', 'karangahape road'],
    ['9 Roto Cres', '9 roto crescent'],
    ['1 The Tce', '1 the terrace'],
    ['2 Main Hwy', '2 main highway'],
    ['Auckland CBD', 'auckland central'],
    ['SH 1', 'state highway 1'],
  ])('expands the abbreviations in %s', (text, expected) => {
    expect(normaliseAddress(text)).toBe(expected);
  });

  it('normalises both sides the same way, so "St Heliers" still finds St Heliers', () => {
    expect(normaliseWords('st heliers')).toEqual(normaliseWords('St Heliers'));
  });

  it('expands one word into the words it stands for, and leaves other words alone', () => {
    expect(expandWord('sh')).toEqual(['state', 'highway']);
    expect(expandWord('queen')).toEqual(['queen']);
  });
});

describe('searchVector', () => {
  it('gives each word its position, and its beginnings the same position', () => {
    expect(searchVector('12 Qu St')).toBe("'12':1 '1~':1 '12~':1 'qu':2 'q~':2 'qu~':2 'street':3 's~':3 'st~':3 'str~':3");
  });

  it('gives the postcode no beginnings', () => {
    expect(searchVector('PO Box 47, Nelson 7040')).toBe(
      "'po':1 'p~':1 'po~':1 'box':2 'b~':2 'bo~':2 'box~':2 '47':3 '4~':3 '47~':3 'nelson':4 'n~':4 'ne~':4 'nel~':4 '7040':5");
  });

  it('indexes beginnings of at most 3 characters', () => {
    expect(beginningWord('que')).toBe('que~');
    expect(beginningWord('12')).toBe('12~');
    expect(beginningWord('quee')).toBeNull();
  });
});
