import type { Queryable } from '../platform/db/Database';
import type { AddressWords } from './AddressWords';
import type { AddressType } from './generateAddresses';
import { queryWords, searchTerms, wordsToCorrect } from './queryTerms';

/** The typeahead shows at most this many suggestions. */
export const MAX_RESULTS = 20;
/**
 * Rows ranked per search. A broad query ("auckland") matches tens of thousands of rows;
 * ranking only the first fifty found keeps every search cheap, and a query specific enough
 * for ranking to matter ("12 queen st auck") matches far fewer.
 */
const CANDIDATES = 50;

export interface AddressMatch { dpid: string; fullAddress: string }

// One statement per type, each filtering on a constant column. $1 (the rarer words) drives the
// GIN index; $2 (every word) is checked on the rows it finds: `IS TRUE` keeps it out of the
// index condition (the common words' long posting lists are what makes a search slow) while
// the planner still estimates it from the column's statistics. Either may be null (the plan is
// made for the actual values): no $2 when it adds nothing to $1; no $1 when every word is
// common, leaving a scan that stops at the fiftieth match.
const statement = (filter: 'physical' | 'deliverable') => `
  SELECT dpid, full_address AS "fullAddress"
    FROM (SELECT dpid, full_address, words FROM addresses
           WHERE ($1::tsquery IS NULL OR words @@ $1::tsquery)
             AND ($2::tsquery IS NULL OR (words @@ $2::tsquery) IS TRUE)
             AND ${filter}
           LIMIT ${CANDIDATES}) AS candidates
   ORDER BY words @@ $3::tsquery DESC, words @@ $4::tsquery DESC, length(full_address), dpid
   LIMIT ${MAX_RESULTS}`;
const SEARCH: Readonly<Record<AddressType, string>> = { physical: statement('physical'), postal: statement('deliverable') };

// pg_trgm: the real words nearest to each misspelt one, from the trigram index on address_words.
const SIMILAR_WORDS = `
  SELECT q.word AS typed, s.word
    FROM unnest($1::text[]) AS q(word)
   CROSS JOIN LATERAL (SELECT w.word FROM address_words AS w WHERE w.word % q.word
                        ORDER BY similarity(w.word, q.word) DESC, w.word LIMIT 6) AS s`;

async function similarWords(db: Queryable, words: string[]): Promise<Map<string, string[]>> {
  const similar = new Map<string, string[]>();
  if (!words.length) return similar;
  const { rows } = await db.query<{ typed: string; word: string }>(SIMILAR_WORDS, [words]);
  for (const row of rows) similar.set(row.typed, [...(similar.get(row.typed) ?? []), row.word]);
  return similar;
}

/**
 * Ranked, typo-tolerant search. Every query word must match a word of the address: the last
 * one may be a beginning ("auck"), a misspelt one stands for its nearest real words. Rows
 * with the words side by side in order come first, then rows with each word's best reading
 * (so house number 12 before 120), then shorter addresses.
 */
export async function searchAddresses(db: Queryable, dictionary: AddressWords, type: AddressType,
  query: string): Promise<AddressMatch[]> {
  const words = queryWords(query);
  const similar = await similarWords(db, wordsToCorrect(words, dictionary, type));
  const terms = searchTerms(words, dictionary, type, similar);
  if (!terms) return [];
  const { rows } = await db.query<AddressMatch>(SEARCH[type], [terms.index, terms.match === terms.index ? null : terms.match, terms.phrase, terms.exact]);
  return rows;
}
