/**
 * One normal form for address text, applied both to every seeded address and to every query,
 * so that "12 Queen St", "12 queen street" and "12 QUEEN STREET" all become the same words.
 * Doing it in TypeScript (not with the unaccent extension) keeps it identical on PGlite and
 * PostgreSQL and out of the hot query path.
 */

/**
 * Abbreviation → the word NZ Post prints. Both sides are expanded (not abbreviated) so a
 * half-typed "stre" is still a prefix of "street". "rd" also stands for Rural Delivery
 * ("RD 2"); as both sides expand it the same way, "rd 2" still finds "RD 2".
 */
const EXPANSIONS: Readonly<Record<string, string>> = {
  st: 'street', rd: 'road', ave: 'avenue', av: 'avenue', pl: 'place',
  cres: 'crescent', cr: 'crescent', cresc: 'crescent', dr: 'drive', drv: 'drive', ln: 'lane',
  tce: 'terrace', terr: 'terrace', hwy: 'highway', gr: 'grove', gve: 'grove', cl: 'close',
  ct: 'court', crt: 'court', pde: 'parade', blvd: 'boulevard', esp: 'esplanade', hts: 'heights',
  sq: 'square', mt: 'mount', pt: 'point', nth: 'north', sth: 'south', ctr: 'central',
  cbd: 'central', apt: 'apartment', lvl: 'level', pobox: 'po box',
  sh: 'state highway', pvt: 'private',
};

const DIACRITICS = /[\u0300-\u036f]/g;
const APOSTROPHES = /['’‘`]/g;
const NOT_WORD = /[^a-z0-9]+/g;

/** Lowercased, macron-free words before expansion: "Whangārei, 3/45 O'Connell St" → whangarei 3 45 oconnell st. */
export function plainWords(text: string): string[] {
  return text.normalize('NFD').replace(DIACRITICS, '').toLowerCase()
    .replace(APOSTROPHES, '') // O'Connell and OConnell are the same street
    .replace(NOT_WORD, ' ')
    .split(' ')
    .filter((word) => word !== '');
}

/** The word(s) a plain word stands for: ["street"] for "st", ["state", "highway"] for "sh". */
export function expandWord(word: string): string[] {
  return EXPANSIONS[word]?.split(' ') ?? [word];
}

/** Plain words with abbreviations expanded, e.g. ["12", "queen", "street", "auckland"]. */
export function normaliseWords(text: string): string[] {
  return plainWords(text).flatMap(expandWord);
}

/** The normalised words joined by single spaces (the addresses.search column). */
export function normaliseAddress(text: string): string {
  return normaliseWords(text).join(' ');
}

/**
 * Beginnings of words up to this long are indexed as words of their own, marked with "~"
 * ("queen" also gives "q~", "qu~", "que~"; house number "4734" gives "4~", "47~", "473~").
 * The index then answers a half-typed word such as "12 qu" or "private bag 47" from one posting
 * list it can skip through, where a prefix search ('qu':*) would collect the rows of every
 * word beginning "qu" first.
 */
export const INDEXED_BEGINNING = 3;

/** The index word for a beginning of at most INDEXED_BEGINNING characters, or null. */
export function beginningWord(prefix: string): string | null {
  return prefix.length <= INDEXED_BEGINNING ? `${prefix}~` : null;
}

/**
 * The address as tsvector text: each normalised word at its position, plus its indexed
 * beginnings at the same position (so phrases still work). The postcode, always last, gets no
 * beginnings: nobody types half a postcode into an address search.
 */
export function searchVector(text: string): string {
  const words = normaliseWords(text);
  const lexemes: string[] = [];
  words.forEach((word, i) => {
    lexemes.push(`'${word}':${i + 1}`);
    const postcode = i === words.length - 1 && /^[0-9]{4}$/.test(word);
    for (let n = 1; !postcode && n <= Math.min(INDEXED_BEGINNING, word.length); n += 1) {
      lexemes.push(`'${beginningWord(word.slice(0, n))}':${i + 1}`);
    }
  });
  return lexemes.join(' ');
}
