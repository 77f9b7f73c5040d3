/**
 * How close a typed payee name is to the account holder's name, for Confirmation of Payee.
 * Banks compare loosely: case, macrons, punctuation and a company's "Limited" do not matter.
 * A partial match is a name a person would recognise as the same holder written differently:
 * initials for given names, a word left out, the words in another order, or a small typo.
 * Initials alone never are (nz-banking-rules.md), so the check cannot be used to guess a name.
 */
export type NameMatch = 'match' | 'partial-match' | 'no-match';

const NOISE = new Set(['ltd', 'limited', 'the', 'mr', 'mrs', 'ms', 'miss', 'dr']);

function words(name: string): string[] {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ').split(' ').filter((w) => w !== '' && !NOISE.has(w));
}

/** Levenshtein distance, for typos; names are short, so the plain table is fine. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** A typed word stands for a holder's word when equal or when it is that word's initial. */
const standsFor = (typed: string, holder: string) => typed === holder || (typed.length === 1 && holder.startsWith(typed));

export function matchName(typed: string, holder: string): NameMatch {
  const given = words(typed);
  const actual = words(holder);
  if (given.length === 0) return 'no-match';
  if (given.join(' ') === actual.join(' ')) return 'match';
  const lastMatches = given.at(-1) === actual.at(-1);
  const everyTypedWordFits = given.every((word) => actual.some((holderWord) => standsFor(word, holderWord)));
  // Initials alone ("j j" for Jack Thompson) are not a close match: at least one whole word must be right.
  const aWholeWordFits = given.some((word) => word.length > 1 && actual.includes(word));
  if (everyTypedWordFits && aWholeWordFits && (lastMatches || given.length >= 2)) return 'partial-match';
  if ([...given].sort().join(' ') === [...actual].sort().join(' ')) return 'partial-match';
  const typo = distance(given.join(' '), actual.join(' '));
  if (typo <= Math.max(1, Math.floor(actual.join(' ').length / 8))) return 'partial-match';
  return 'no-match';
}
