import type { AddressType } from './Address';

/** The rules that decide when the address lookup asks the server. */
export const ADDRESS_SEARCH_POLICY = {
  /** The trimmed query needs at least this many characters. */
  minQueryLength: 3,
  /** Searches are throttled to one per this many ms, leading and trailing. */
  throttleMs: 800,
} as const;

/** Queries are trimmed and lowercased, so "Queen St " and "queen st" share one cache entry. */
export function normaliseAddressQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** The results cache key: address type + ':' + the normalised query. */
export function addressCacheKey(type: AddressType, query: string): string {
  return `${type}:${normaliseAddressQuery(query)}`;
}

/** True when the query is long enough to send (cache checks are the store's). */
export function isSearchableQuery(query: string): boolean {
  return query.trim().length >= ADDRESS_SEARCH_POLICY.minQueryLength;
}
