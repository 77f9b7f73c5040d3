import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import { DEFAULT_ADDRESS_TYPE, type AddressDetails, type AddressSummary, type AddressType } from '../core/domain/Address';
import { ADDRESS_SEARCH_POLICY, addressCacheKey, isSearchableQuery, normaliseAddressQuery } from '../core/domain/AddressSearchPolicy';
import { throttle, type Throttled } from '../../../kernel/domain/throttle';
import type { AddressDirectory } from '../core/ports/AddressDirectory';
import type { Clock } from '../../../kernel/ports/Clock';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';

/** What the typeahead should show for the current query. */
export type AddressLookupStatus = 'idle' | 'loading' | 'results' | 'empty' | 'failed';

export interface AddressSearchRequest { query: string; type: AddressType }

/**
 * The address typeahead's state: the five spec fields, exactly, plus the
 * query being typed and its address type. One instance is shared, so every address field of
 * the app reuses the caches. Responses may arrive out of order: each one is cached under its
 * own key, but only the newest request may clear `searchLoading` or set `searchFailed`.
 */
export class AddressLookupStore {
  // The spec's state ("Typeahead address state").
  resultsCache = new Map<string, string[]>();
  addressSummaryCache = new Map<string, AddressSummary>();
  addressDetailsCache = new Map<string, AddressDetails | null>();
  searchLoading: AddressSearchRequest | null = null;
  searchFailed = false;

  // The query being typed, and what it searches.
  query = '';
  addressType: AddressType = DEFAULT_ADDRESS_TYPE;

  private latestRequest = 0;
  private readonly throttled: Throttled;
  private readonly detailsInFlight = new Map<string, Promise<AddressDetails | null>>();

  constructor(private readonly directory: AddressDirectory, clock: Clock, private readonly errors?: Pick<HandleApiError, 'execute'>) {
    // Shallow: cached values are plain immutable records, so 50 results cost no proxies.
    makeAutoObservable<this, 'directory' | 'errors' | 'throttled' | 'detailsInFlight' | 'latestRequest'>(this, {
      resultsCache: observableShallow,
      addressSummaryCache: observableShallow,
      addressDetailsCache: observableShallow,
      searchLoading: observableRef,
      directory: false,
      errors: false,
      throttled: false,
      detailsInFlight: false,
      latestRequest: false,
    }, { autoBind: true });
    this.throttled = throttle(clock, ADDRESS_SEARCH_POLICY.throttleMs, () => this.searchCurrentQuery());
  }

  /** The customer typed: searches (throttled) when the rules allow. */
  setQuery(query: string): void {
    this.query = query;
    if (this.needsSearch(this.addressType, query)) this.throttled.call();
  }

  /** Which directory the next searches use; physical unless a form says otherwise. */
  setAddressType(type: AddressType): void {
    this.addressType = type;
    if (this.needsSearch(type, this.query)) this.throttled.call();
  }

  /** Starts over with an empty query; the caches stay. */
  clearQuery(): void {
    this.throttled.cancel();
    this.query = '';
  }

  /** Results for the current query: its own, or while they load, those of its longest cached prefix. */
  get results(): AddressSummary[] {
    const ids = this.shownKey === null ? [] : this.resultsCache.get(this.shownKey) ?? [];
    return ids.flatMap((id) => this.addressSummaryCache.get(id) ?? []);
  }

  /** The query the shown results answer: what the view highlights (it lags the typing on purpose). */
  get resultsQuery(): string {
    return this.shownKey === null ? '' : this.shownKey.slice(this.shownKey.indexOf(':') + 1);
  }

  get status(): AddressLookupStatus {
    if (!isSearchableQuery(this.query)) return 'idle';
    const ids = this.resultsCache.get(this.currentKey);
    if (ids) return ids.length > 0 ? 'results' : 'empty';
    return this.searchFailed ? 'failed' : 'loading';
  }

  /** Details of one address, from the cache when there (a cached null counts); null on failure. */
  async loadDetails(id: string): Promise<AddressDetails | null> {
    if (this.addressDetailsCache.has(id)) return this.addressDetailsCache.get(id) ?? null;
    const pending = this.detailsInFlight.get(id) ?? this.fetchDetails(id);
    this.detailsInFlight.set(id, pending);
    return pending;
  }

  private get currentKey(): string {
    return addressCacheKey(this.addressType, this.query);
  }

  /** The cache key of the results to show: the current one, else its longest cached prefix. */
  private get shownKey(): string | null {
    if (!isSearchableQuery(this.query) || this.status === 'failed') return null;
    const current = this.currentKey;
    if (this.resultsCache.has(current)) return current;
    let best: string | null = null;
    for (const key of this.resultsCache.keys()) {
      if (current.startsWith(key) && key.length > (best?.length ?? 0)) best = key;
    }
    return best;
  }

  private needsSearch(type: AddressType, query: string): boolean {
    if (!isSearchableQuery(query)) return false;
    const key = addressCacheKey(type, query);
    const loading = this.searchLoading && addressCacheKey(this.searchLoading.type, this.searchLoading.query) === key;
    return !this.resultsCache.has(key) && !loading;
  }

  /** The throttled call: reads the latest query when it fires, and re-checks the rules. */
  private searchCurrentQuery(): boolean {
    const request = { query: normaliseAddressQuery(this.query), type: this.addressType };
    if (!this.needsSearch(request.type, request.query)) return false;
    void this.search(request);
    return true;
  }

  private async search(request: AddressSearchRequest): Promise<void> {
    const sequence = ++this.latestRequest;
    this.searchLoading = request;
    this.searchFailed = false;
    try {
      const found = await this.directory.search(request.type, request.query);
      runInAction(() => {
        for (const summary of found) this.addressSummaryCache.set(summary.id, summary);
        this.resultsCache.set(addressCacheKey(request.type, request.query), found.map((s) => s.id));
        if (sequence === this.latestRequest) this.searchLoading = null;
      });
    } catch (error) {
      // Reported with its query key; the key names the kind of search, never the
      // address typed, which is the customer's personal information.
      this.errors?.execute(error, { queryKey: `address/search/${request.type}` });
      runInAction(() => {
        if (sequence !== this.latestRequest) return;
        this.searchLoading = null;
        this.searchFailed = true;
      });
    }
  }

  private async fetchDetails(id: string): Promise<AddressDetails | null> {
    let details: AddressDetails | null = null;
    try {
      details = await this.directory.details(id);
    } catch (error) {
      this.errors?.execute(error, { queryKey: 'address/details' });
      details = null;
    }
    runInAction(() => { this.addressDetailsCache.set(id, details); });
    this.detailsInFlight.delete(id);
    return details;
  }
}
