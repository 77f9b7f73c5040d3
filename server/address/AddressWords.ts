import type { Queryable } from '../platform/db/Database';
import type { AddressType } from './generateAddresses';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The address_words table, held in memory: 13,000 words, sorted. Every search asks it whether
 * each typed word is a word, a beginning or a slip of one letter, and how common each is,
 * which costs microseconds here and one to two milliseconds per search as SQL in PGlite
 * (docs/benchmarks.md). It is a read-only copy of seeded rows, not state: every server loads
 * the same table, and a word it cannot place still goes to the database's trigram index.
 */
export class AddressWords {
  private constructor(
    private readonly words: readonly string[],
    private readonly counts: Readonly<Record<AddressType, Int32Array>>,
  ) {}

  static async load(db: Queryable): Promise<AddressWords> {
    const { rows } = await db.query<{ word: string; physical: number; deliverable: number }>(
      'SELECT word, physical, deliverable FROM address_words');
    rows.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)); // code-unit order: no locale surprises
    return new AddressWords(rows.map((r) => r.word), {
      physical: Int32Array.from(rows, (r) => r.physical),
      postal: Int32Array.from(rows, (r) => r.deliverable),
    });
  }

  get size(): number {
    return this.words.length;
  }

  /** How many addresses of the lookup type contain the word (0 when none does). */
  count(word: string, type: AddressType): number {
    const i = this.lowerBound(word);
    return this.words[i] === word ? (this.counts[type][i] ?? 0) : 0;
  }

  /**
   * How many addresses of the lookup type contain a word starting with `prefix` (counting an
   * address once per such word: an upper bound, which is what the index cost is about).
   */
  prefixCount(prefix: string, type: AddressType): number {
    const counts = this.counts[type];
    let total = 0;
    for (let i = this.lowerBound(prefix); i < this.words.length && (this.words[i] as string).startsWith(prefix); i += 1) {
      total += counts[i] ?? 0;
    }
    return total;
  }

  /**
   * Real words one edit away (a letter dropped, added, changed, or two swapped: "bulff" →
   * bluff), commonest first. Trigrams miss these in short words: "bulff" and "bluff" share
   * only 2 of 10 trigrams.
   */
  oneEditAway(word: string, type: AddressType): string[] {
    const candidates = new Set<string>();
    for (let i = 0; i <= word.length; i += 1) {
      const head = word.slice(0, i);
      const tail = word.slice(i);
      if (tail) candidates.add(head + tail.slice(1));
      if (tail.length > 1) candidates.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
      for (const letter of LETTERS) {
        candidates.add(head + letter + tail);
        if (tail) candidates.add(head + letter + tail.slice(1));
      }
    }
    candidates.delete(word);
    return [...candidates].map((w) => ({ w, count: this.count(w, type) }))
      .filter((c) => c.count > 0).sort((a, b) => b.count - a.count).map((c) => c.w);
  }

  /** Index of the first word >= `word`. */
  private lowerBound(word: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.words[mid] as string) < word) lo = mid + 1; else hi = mid;
    }
    return lo;
  }
}
