import type { Queryable } from '../platform/db/Database';

/**
 * A word in more addresses than this ("road", "street", "auckland", "w…") is checked on the
 * rows the rarer words found rather than looked up in the index: walking its long posting
 * list costs more than the rest of the search. When every word is that common and two of them
 * are whole words ("road street", "po box"), their pair's partial index below answers; else
 * ("po bo") the matches are dense and a plain scan finds fifty of them sooner than the index could.
 *
 * Every pair of whole words this common (in either lookup type) gets a partial index: only
 * "auckland", "box", "po", "road" and "street" in the generated directory, so ten small ones.
 */
export const COMMON = 10_000;

/** The tsquery of a pair, its words in code-unit order: the same text in the index and the search. */
export function pairQuery(a: string, b: string): string {
  const [x, y] = a < b ? [a, b] : [b, a];
  return `'${x}' & '${y}'`; // words are [a-z0-9], nothing to escape
}

/**
 * A query whose words are all common ("road street") matches few rows when the words are rarely
 * together: 391 of 120,000 for road and street. A scan reads ~15,000 rows before it has fifty,
 * and the GIN index intersects two posting lists of ~30,000 (docs/benchmarks.md). A partial
 * index per pair of common words lists exactly the rows with both, so such a search reads at
 * most fifty index entries. The planner picks it when the search's index condition is the
 * pair's tsquery (queryTerms: commonPairOf), as the condition then equals the index predicate.
 * Idempotent: an existing data folder gets the indexes at its next start.
 */
export async function indexCommonPairs(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ word: string }>(
    'SELECT word FROM address_words WHERE greatest(physical, deliverable) > $1 ORDER BY word', [COMMON]);
  const words = rows.map((r) => r.word).filter((w) => /^[a-z0-9]+$/.test(w));
  let made = 0;
  for (const [i, a] of words.entries()) {
    for (const b of words.slice(i + 1)) {
      await db.exec(`CREATE INDEX IF NOT EXISTS addresses_pair_${a}_${b} ON addresses (dpid)
                       WHERE words @@ '${pairQuery(a, b).replace(/'/g, "''")}'::tsquery`);
      made += 1;
    }
  }
  return made;
}
