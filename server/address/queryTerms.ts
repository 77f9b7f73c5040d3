import type { AddressWords } from './AddressWords';
import type { AddressType } from './generateAddresses';
import { beginningWord, expandWord, plainWords } from './normaliseAddress';
import { COMMON, pairQuery } from './commonPairs';

/** More words than any address has; longer queries are cut here so one request stays cheap. */
const MAX_WORDS = 8;
/** Real words offered for a misspelt one. */
const MAX_CORRECTIONS = 3;
/** Below this length a one-edit variant is as likely another word as the one meant ("mai"). */
const MIN_EDIT_LENGTH = 4;
/**
 * Rows the search will happily check one by one, and rows a prefix search ('cambri':*) may
 * collect. When a cheap word finds fewer ("665", "symonds", "cambri…"), only the cheap words
 * go to the index: a prefix search over a common beginning ("hill…") collects every row of
 * every word it begins, which costs more than checking the rows. Otherwise every word but the
 * common ones joins in, common whole words too ("po box 25": po, box): the index skips through
 * their posting lists faster than rows could be checked.
 */
const FEW = 1_000;

/** One query word, normalised; `raw` is the typed form when it was expanded ("st" → street). */
export interface QueryWord { word: string; raw: string | null; last: boolean }

const isNumber = (word: string) => /^[0-9]/.test(word);
const quote = (word: string) => `'${word}'`; // words are [a-z0-9] (and ~), nothing to escape

/** The normalised words of a query, the last one marked: it may still be half typed. */
export function queryWords(query: string): QueryWord[] {
  const words = plainWords(query).slice(0, MAX_WORDS).flatMap((raw) => {
    const expanded = expandWord(raw);
    return expanded.map((word) => ({ word, raw: expanded.length === 1 && word !== raw ? raw : null }));
  });
  return words.map((w, i) => ({ ...w, last: i === words.length - 1 }));
}

/**
 * Beginnings the word may be: the word being typed ("auck", "47"), or a shortened one ("auck
 * central"). A number typed in full (not the last word) is only ever itself.
 */
function prefixesOf(w: QueryWord, exact: boolean, dictionary: AddressWords, type: AddressType): string[] {
  const typed = w.last ? [w.word, ...(w.raw ? [w.raw] : [])] : exact || isNumber(w.word) ? [] : [w.word];
  return typed.filter((p) => dictionary.prefixCount(p, type) > 0);
}

/** Whether a word needs correcting: no address has it, and it is no number and no beginning. */
function misspelt(w: QueryWord, dictionary: AddressWords, type: AddressType): boolean {
  const exact = dictionary.count(w.word, type) > 0;
  return !exact && !isNumber(w.word) && prefixesOf(w, exact, dictionary, type).length === 0;
}

/** Words that need the trigram index: misspelt, and no real word is one edit away. */
export function wordsToCorrect(words: QueryWord[], dictionary: AddressWords, type: AddressType): string[] {
  return words.filter((w) => misspelt(w, dictionary, type) && w.word.length >= 3
    && (w.word.length < MIN_EDIT_LENGTH || dictionary.oneEditAway(w.word, type).length === 0)).map((w) => w.word);
}

/** The real words a misspelt word may stand for: one edit away, else the trigram index's suggestions. */
function corrections(w: QueryWord, dictionary: AddressWords, type: AddressType, similar: ReadonlyMap<string, string[]>): string[] {
  if (!misspelt(w, dictionary, type)) return [];
  const near = w.word.length >= MIN_EDIT_LENGTH ? dictionary.oneEditAway(w.word, type) : [];
  const found = near.length ? near : (similar.get(w.word) ?? []).filter((s) => dictionary.count(s, type) > 0);
  return found.slice(0, MAX_CORRECTIONS);
}

/**
 * What one typed word may be: tsquery alternatives, the best reading (the word itself when it
 * is one, so house number 12 ranks before 120), and how many addresses have one.
 */
interface Group { terms: string[]; best: string; count: number; prefixed: boolean; whole: string | null }

/**
 * A beginning that only the word itself begins ("street", "box" as typed last) stands for that
 * whole word: the same rows, so the word can use its pair's index (commonPairs.ts).
 */
const onlyItself = (p: string, w: QueryWord, dictionary: AddressWords, type: AddressType) =>
  p === w.word && dictionary.prefixCount(p, type) === dictionary.count(p, type);

function groupOf(w: QueryWord, dictionary: AddressWords, type: AddressType, similar: ReadonlyMap<string, string[]>): Group | null {
  const exact = dictionary.count(w.word, type) > 0;
  const prefixes = prefixesOf(w, exact, dictionary, type);
  const fixes = corrections(w, dictionary, type, similar);
  // A short beginning is a word of the index ('qu~'); a longer one a prefix search ('quee':*).
  const beginnings = prefixes.map((p) => { const word = beginningWord(p); return word ? quote(word) : `${quote(p)}:*`; });
  const terms = [
    ...(exact && !prefixes.includes(w.word) ? [quote(w.word)] : []),
    ...beginnings,
    ...fixes.map(quote),
  ];
  const best = exact ? quote(w.word) : terms[0];
  if (!best) return null;
  const count = (exact && !prefixes.includes(w.word) ? dictionary.count(w.word, type) : 0)
    + prefixes.reduce((sum, p) => sum + dictionary.prefixCount(p, type), 0)
    + fixes.reduce((sum, f) => sum + dictionary.count(f, type), 0);
  const whole = exact && !fixes.length && prefixes.every((p) => onlyItself(p, w, dictionary, type)) ? w.word : null;
  return { terms, best, count, prefixed: beginnings.some((b) => b.endsWith(':*')), whole };
}

/**
 * When every word is common: the two rarest whole words, as the tsquery of their pair's partial
 * index (commonPairs.ts), which lists exactly the rows with both. Without two whole words (one
 * is a beginning: "road str") a scan that stops at the fiftieth match is left.
 */
function commonPairOf(groups: Group[]): string | null {
  const [a, b] = groups.flatMap((g) => (g.whole ? [{ word: g.whole, count: g.count }] : [])).sort((x, y) => x.count - y.count);
  return a && b && a.word !== b.word ? pairQuery(a.word, b.word) : null;
}

const either = (terms: string[]) => (terms.length === 1 ? (terms[0] as string) : `(${terms.join(' | ')})`);

/** The four tsqueries of a search. */
export interface SearchTerms {
  /** What the GIN index looks up: the rarer words; null when all are common (then a scan is best). */
  index: string | null;
  /** Every word (or one of its alternatives) somewhere in the address: the filter. */
  match: string;
  /** The same words side by side, in order: "12 Queen Street" before "Flat 12, 5 Queen Street". */
  phrase: string;
  /** Each word's best reading (itself, else its beginning or nearest spelling): 12 before 120. */
  exact: string;
}

/**
 * The tsqueries of a search, from the dictionary and the trigram index's suggestions for
 * misspelt words; null when some word matches nothing (then no address can match them all).
 */
export function searchTerms(words: QueryWord[], dictionary: AddressWords, type: AddressType,
  similar: ReadonlyMap<string, string[]>): SearchTerms | null {
  const groups: Group[] = [];
  for (const w of words) {
    const group = groupOf(w, dictionary, type, similar);
    if (!group) return null;
    groups.push(group);
  }
  if (!groups.length) return null;
  const match = groups.map((g) => either(g.terms)).join(' & ');
  const rare = groups.filter((g) => g.count <= COMMON);
  const cheap = rare.filter((g) => !g.prefixed || g.count <= FEW);
  const indexed = Math.min(...cheap.map((g) => g.count)) <= FEW ? cheap : groups.filter((g) => g.count <= COMMON || !g.prefixed);
  return {
    index: rare.length ? indexed.map((g) => either(g.terms)).join(' & ') : commonPairOf(groups),
    match,
    phrase: groups.map((g) => either(g.terms)).join(' <-> '),
    exact: groups.map((g) => g.best).join(' & '),
  };
}
