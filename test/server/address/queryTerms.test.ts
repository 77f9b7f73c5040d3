import type { Queryable } from '../../../server/platform/db/Database';
import { AddressWords } from '../../../server/address/AddressWords';
import { queryWords, searchTerms, wordsToCorrect } from '../../../server/address/queryTerms';

/** A small directory: word → [physical count, deliverable count]. */
const WORDS: Record<string, [number, number]> = {
  '12': [900, 950], '120': [400, 420], '121': [300, 310], '12a': [20, 20], '1200': [5, 5],
  queen: [150, 150], queens: [60, 60], queenstown: [3000, 3000], street: [30000, 30000], road: [34000, 34000],
  auckland: [28000, 28000], central: [9000, 9000], bluff: [400, 400], hill: [800, 800], po: [0, 11000], box: [0, 11000],
  cromwell: [500, 500], crescent: [7000, 7000], karangahape: [130, 130], mount: [2000, 2000], eden: [700, 700],
};

async function dictionary(): Promise<AddressWords> {
  const db = {
    query: async () => ({ rows: Object.entries(WORDS).map(([word, [physical, deliverable]]) => ({ word, physical, deliverable })) }),
  } as unknown as Queryable;
  return AddressWords.load(db);
}

describe('AddressWords', () => {
  it('counts words per lookup type, and the words a beginning starts', async () => {
    const words = await dictionary();
    expect(words.count('queen', 'physical')).toBe(150);
    expect(words.count('po', 'physical')).toBe(0);
    expect(words.count('po', 'postal')).toBe(11000);
    expect(words.count('quee', 'physical')).toBe(0);
    expect(words.prefixCount('quee', 'physical')).toBe(3210);
  });

  it('finds real words one edit away: swapped, missing, extra or wrong letters', async () => {
    const words = await dictionary();
    expect(words.oneEditAway('bulff', 'physical')).toEqual(['bluff']);
    expect(words.oneEditAway('qeen', 'physical')).toEqual(['queen']);
    expect(words.oneEditAway('queeen', 'physical')).toEqual(['queen']);
    expect(words.oneEditAway('quaen', 'physical')).toEqual(['queen']);
    expect(words.oneEditAway('zzzz', 'physical')).toEqual([]);
  });
});

describe('queryWords', () => {
  it('normalises, expands abbreviations and marks the last word, remembering how it was typed', () => {
    expect(queryWords('12 Queen St')).toEqual([
      { word: '12', raw: null, last: false },
      { word: 'queen', raw: null, last: false },
      { word: 'street', raw: 'st', last: true },
    ]);
  });

  it('keeps at most 8 words', () => {
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('searchTerms', () => {
  const none = new Map<string, string[]>();

  it('looks a beginning of up to 3 letters up as an indexed word, a longer one as a prefix', async () => {
    const words = await dictionary();
    expect(searchTerms(queryWords('12 qu'), words, 'physical', none)?.match).toBe("'12' & 'qu~'");
    expect(searchTerms(queryWords('12 quee'), words, 'physical', none)?.match).toBe("'12' & 'quee':*");
  });

  it('matches the last word as a beginning, the others as whole words, and ranks the phrase', async () => {
    const terms = searchTerms(queryWords('12 queen st auck'), await dictionary(), 'physical', none);
    expect(terms).toEqual({
      index: "'12' & 'queen'",
      match: "'12' & 'queen' & 'street' & 'auck':*",
      phrase: "'12' <-> 'queen' <-> 'street' <-> 'auck':*",
      exact: "'12' & 'queen' & 'street' & 'auck':*",
    });
  });

  it('looks a house number being typed up as a beginning, but ranks the number itself first', async () => {
    const terms = searchTerms(queryWords('queen 12'), await dictionary(), 'physical', none);
    expect(terms?.match).toBe("'queen' & '12~'");
    expect(terms?.exact).toBe("'queen' & '12'");
    expect(searchTerms(queryWords('12 queen'), await dictionary(), 'physical', none)?.match).toBe("'12' & 'queen':*");
  });

  it('also completes the typed form of an expanded last word: "cr" may be crescent or cromwell', async () => {
    const terms = searchTerms(queryWords('12 cr'), await dictionary(), 'physical', none);
    expect(terms?.match).toBe("'12' & ('crescent':* | 'cr~')");
  });

  it('replaces a misspelt word by its real neighbours, and by the trigram suggestions when none is one edit away', async () => {
    const words = await dictionary();
    expect(searchTerms(queryWords('12 bulff hill'), words, 'physical', none)?.match).toBe("'12' & 'bluff' & 'hill':*");
    expect(wordsToCorrect(queryWords('queen stret auckland'), words, 'physical')).toEqual([]);
    expect(wordsToCorrect(queryWords('karangahapy xyzzy rd'), words, 'physical')).toEqual(['xyzzy']);
    const similar = new Map([['xyzzy', ['karangahape', 'nowhere']]]);
    expect(searchTerms(queryWords('xyzzy rd'), words, 'physical', similar)?.match).toBe("'karangahape' & 'road':*");
  });

  it('gives up when a word matches nothing, or a whole house number does not exist', async () => {
    const words = await dictionary();
    expect(searchTerms(queryWords('queen qqqqqq'), words, 'physical', none)).toBeNull();
    expect(searchTerms(queryWords('99999 queen'), words, 'physical', none)).toBeNull();
    expect(searchTerms(queryWords('po box 12'), words, 'physical', none)).toBeNull();
    expect(searchTerms([], words, 'physical', none)).toBeNull();
  });

  it('leaves common words to be checked on the rows the rare ones find', async () => {
    const terms = searchTerms(queryWords('karangahape road auckland central'), await dictionary(), 'physical', none);
    expect(terms?.index).toBe("'karangahape'");
  });

  it('hands a query of common words with a beginning in it to a scan (no index terms)', async () => {
    const terms = searchTerms(queryWords('po bo'), await dictionary(), 'postal', none);
    expect(terms).toMatchObject({ index: null, match: "'po' & 'bo~'" });
  });

  it("hands a query of common whole words to the index of the two rarest ones' pair", async () => {
    const words = await dictionary();
    expect(searchTerms(queryWords('po box'), words, 'postal', none)).toMatchObject({ index: "'box' & 'po'", match: "'po' & 'box~'" });
    expect(searchTerms(queryWords('road street'), words, 'physical', none)).toMatchObject({ index: "'road' & 'street'", match: "'road' & 'street':*" });
    expect(searchTerms(queryWords('auckland road street'), words, 'physical', none)?.index).toBe("'auckland' & 'street'");
  });

  it('takes a last word that begins other words ("road queen": queens, queenstown) as no whole word: a scan', async () => {
    const words = { ...WORDS, queen: [12000, 12000] as [number, number] };
    const db = { query: async () => ({ rows: Object.entries(words).map(([word, [physical, deliverable]]) => ({ word, physical, deliverable })) }) } as unknown as Queryable;
    expect(searchTerms(queryWords('road queen'), await AddressWords.load(db), 'physical', none)?.index).toBeNull();
  });
});
