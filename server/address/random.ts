/** Seeded randomness for the address generator: the same seed gives the same addresses on every platform. */
export const ADDRESS_SEED = 0x4b6f7768; // "Kowh"

export type Rng = () => number;

/** mulberry32: tiny, fast, and identical on every platform for a given seed. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));
/** Indexed read that fails loudly instead of returning undefined (noUncheckedIndexedAccess). */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item at ${index} of ${items.length}`);
  return item;
}
export const pick = <T>(rng: Rng, items: readonly T[]): T => at(items, Math.floor(rng() * items.length));

/** Weighted choice via cumulative weights and binary search (zero-weight items are never picked). */
export function weighted<T>(items: readonly T[], weightOf: (item: T) => number): (rng: Rng) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weightOf(item)));
  return (rng) => {
    const target = rng() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at(cumulative, mid) > target) hi = mid; else lo = mid + 1;
    }
    return at(items, lo);
  };
}
