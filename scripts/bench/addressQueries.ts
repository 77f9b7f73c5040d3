import { generateAddresses, type AddressRow, type AddressType } from '../../server/address/generateAddresses';

/**
 * The queries the benchmark sends: what customers type into the typeahead, taken from
 * addresses of the directory. A customer types "12 queen st auckland" at about 10 keys a
 * second and the client sends at most one request per 800 ms, so the server sees a few
 * prefixes of each address ("12 que", "12 queen st", "12 queen st auck"), some with a slip
 * of the finger, and now and then a PO Box.
 */
export interface BenchQuery { type: AddressType; query: string }

const ROAD_ABBREVIATIONS: Readonly<Record<string, string>> = { Street: 'st', Road: 'rd', Avenue: 'ave', Place: 'pl', Crescent: 'cres', Drive: 'dr' };
/** One address in this many is used: a spread over the whole directory. */
const STRIDE = 1_500;

/** What a customer would type in full: "12 queen st auckland central". */
function typed(row: AddressRow, index: number): string {
  const d = row.details;
  if (d.boxBagType) return `${d.boxBagType} ${d.boxBagNumber ?? ''} ${d.cityTown ?? ''}`.toLowerCase().replace(/\s+/g, ' ').trim();
  const type = d.roadTypeName ? (index % 2 ? ROAD_ABBREVIATIONS[d.roadTypeName] ?? d.roadTypeName : d.roadTypeName) : '';
  const unit = d.unitValue && !d.unitType ? `${d.unitValue}/` : '';
  return `${unit}${d.streetNumber ?? ''}${d.streetAlpha ?? ''} ${d.roadName ?? ''} ${type} ${d.suburb ?? d.cityTown ?? ''}`
    .toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Swaps two letters of the road name: "queen" → "qeuen". */
function slip(text: string): string {
  const words = text.split(' ');
  const i = words.findIndex((w) => /^[a-zāēīōū]{5,}$/.test(w));
  const word = words[i];
  if (i < 0 || !word) return text;
  words[i] = word.slice(0, 1) + word.slice(2, 3) + word.slice(1, 2) + word.slice(3);
  return words.join(' ');
}

/** About 400 queries over 80 addresses, deterministic. */
export function benchQueries(): BenchQuery[] {
  const queries: BenchQuery[] = [];
  let index = 0;
  for (const row of generateAddresses()) {
    index += 1;
    if (index % STRIDE !== 0) continue;
    const full = typed(row, index);
    const type: AddressType = row.type === 'postal' || index % 7 === 0 ? 'postal' : 'physical';
    const seen = new Set<string>();
    for (const length of [5, 9, 14, 19, full.length]) {
      const query = full.slice(0, length).trim();
      if (query.length >= 3 && !seen.has(query)) { seen.add(query); queries.push({ type, query }); }
    }
    if (index % 10 === 0) queries.push({ type, query: slip(full) });
  }
  return queries;
}
