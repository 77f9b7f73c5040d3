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
  it('gives each word its position, and the beginnings of words that start with a letter the same position', () => {
    expect(searchVector('12 Qu St')).toBe("'12':1 'qu':2 'q~':2 'qu~':2 'street':3 's~':3 'st~':3 'str~':3");
  });

  it('indexes beginnings of at most 3 letters that start with a letter', () => {
    expect(beginningWord('que')).toBe('que~');
    expect(beginningWord('quee')).toBeNull();
    expect(beginningWord('12')).toBeNull();
  });
});
