import { AddressLookupStore } from '../../../../src/features/address/stores/AddressLookupStore';
import { settle, setupLookup as setup } from './lookupTestSetup';
import { QUEEN_STREET } from '../fakes/addressData';

describe('AddressLookupStore: when it searches', () => {
  it('does not search until the trimmed query has 3 characters', async () => {
    const { directory, store } = setup();
    store.setQuery('12');
    store.setQuery('  12  ');
    expect(directory.searches).toEqual([]);
    expect(store.status).toBe('idle');
    store.setQuery('12 q');
    await settle();
    expect(directory.searches).toEqual([{ type: 'physical', query: '12 q' }]);
  });

  it('searches the physical directory unless told otherwise', async () => {
    const { directory, store, clock } = setup();
    expect(store.addressType).toBe('physical');
    store.setQuery('queen');
    store.setAddressType('postal');
    clock.advance(800);
    await settle();
    expect(directory.searches).toEqual([{ type: 'physical', query: 'queen' }, { type: 'postal', query: 'queen' }]);
  });

  it('sends the query trimmed and lowercased', async () => {
    const { directory, store } = setup();
    store.setQuery('  Queen ST ');
    await settle();
    expect(directory.searches).toEqual([{ type: 'physical', query: 'queen st' }]);
  });

  it('keys the cache by type and normalised query, and never asks twice for a cached key', async () => {
    const { directory, store, clock } = setup();
    store.setQuery('Queen');
    await settle();
    expect(store.resultsCache.get('physical:queen')).toEqual(['3000001', '3000002', '3000003', '3000004']);
    clock.advance(1000);
    store.setQuery(' QUEEN ');
    store.setQuery('queen');
    clock.advance(1000);
    await settle();
    expect(directory.searches).toHaveLength(1);
    store.setAddressType('postal');
    await settle();
    expect(directory.searches).toEqual([{ type: 'physical', query: 'queen' }, { type: 'postal', query: 'queen' }]);
    expect(store.resultsCache.get('postal:queen')).toEqual([]);
  });
});

describe('AddressLookupStore: request state', () => {
  it('sets searchLoading and clears searchFailed when a request starts, then caches and merges on success', async () => {
    const { directory, store } = setup();
    store.searchFailed = true;
    directory.holding = true;
    store.setQuery('12 Queen');
    expect(store.searchLoading).toEqual({ query: '12 queen', type: 'physical' });
    expect(store.searchFailed).toBe(false);
    expect(store.status).toBe('loading');
    directory.release();
    await settle();
    expect(store.searchLoading).toBeNull();
    expect(store.addressSummaryCache.get(QUEEN_STREET.summary.id)).toEqual(QUEEN_STREET.summary);
    expect(store.results.map((r) => r.fullAddress)).toContain('12 Queen Street, Auckland Central, Auckland 1010');
    expect(store.status).toBe('results');
  });

  it('reports no results as "empty", not as a failure', async () => {
    const { store } = setup();
    store.setQuery('nowhere at all');
    await settle();
    expect(store.status).toBe('empty');
    expect(store.searchFailed).toBe(false);
    expect(store.results).toEqual([]);
  });

  it('clears searchLoading and sets searchFailed when the search fails', async () => {
    const { directory, store } = setup();
    directory.failing = true;
    store.setQuery('queen');
    await settle();
    expect(store.searchLoading).toBeNull();
    expect(store.searchFailed).toBe(true);
    expect(store.status).toBe('failed');
    expect(store.resultsCache.size).toBe(0);
  });

  it('searches again after a failure, clearing searchFailed', async () => {
    const { directory, store, clock } = setup();
    directory.failing = true;
    store.setQuery('queen');
    await settle();
    directory.failing = false;
    clock.advance(800);
    store.setQuery('queen s');
    await settle();
    expect(store.searchFailed).toBe(false);
    expect(store.status).toBe('results');
  });

  it('keeps showing the longest cached prefix while a longer query loads', async () => {
    const { directory, store, clock } = setup();
    store.setQuery('queen');
    await settle();
    directory.holding = true;
    clock.advance(800);
    store.setQuery('queen st');
    expect(store.status).toBe('loading');
    expect(store.results).toHaveLength(4);
    expect(store.resultsQuery).toBe('queen'); // what the view highlights until the new results come
  });

  it('shows nothing for a query with no cached prefix, and nothing after a failure', async () => {
    const { directory, store, clock } = setup();
    directory.holding = true;
    store.setQuery('queen');
    expect(store.results).toEqual([]);
    expect(store.resultsQuery).toBe('');
    directory.failing = true;
    directory.release();
    await settle();
    clock.advance(800);
    expect(store.status).toBe('failed');
    expect(store.results).toEqual([]);
  });

  it('does not let a stale answer clear the newer request\'s loading state or mark it failed', async () => {
    const { directory, store, clock } = setup();
    directory.holding = true;
    store.setQuery('queen');
    clock.advance(800);
    store.setQuery('karori');
    clock.advance(800);
    expect(store.searchLoading).toEqual({ query: 'karori', type: 'physical' });
    directory.failing = true;
    directory.release(0); // the stale 'queen' answer fails
    await settle();
    expect(store.searchFailed).toBe(false);
    expect(store.searchLoading).toEqual({ query: 'karori', type: 'physical' });
    directory.failing = false;
    directory.release();
    await settle();
    expect(store.searchLoading).toBeNull();
    expect(store.results.map((r) => r.id)).toEqual(['3000005']);
  });

  it('caches a stale success under its own key without touching the current state', async () => {
    const { directory, store, clock } = setup();
    directory.holding = true;
    store.setQuery('queen');
    clock.advance(800);
    store.setQuery('karori');
    directory.release(0);
    await settle();
    expect(store.resultsCache.get('physical:queen')).toHaveLength(4);
    expect(store.searchLoading).toEqual({ query: 'karori', type: 'physical' });
    expect(store.status).toBe('loading');
  });
});

describe('AddressLookupStore: details', () => {
  it('fetches details once and then answers from the cache', async () => {
    const { directory, store } = setup();
    const first = await store.loadDetails('3000001');
    const second = await store.loadDetails('3000001');
    expect(first).toMatchObject({ postcode: '1010', cityTown: 'Auckland' });
    expect(second).toBe(first);
    expect(directory.calls.filter((c) => c.method === 'details')).toHaveLength(1);
    expect(store.addressDetailsCache.get('3000001')).toBe(first);
  });

  it('shares one request between callers asking at the same time', async () => {
    const { directory, store } = setup();
    await Promise.all([store.loadDetails('3000001'), store.loadDetails('3000001')]);
    expect(directory.calls.filter((c) => c.method === 'details')).toHaveLength(1);
  });

  it('caches null on failure and treats the null as cached', async () => {
    const { directory, store } = setup();
    directory.failing = true;
    await expect(store.loadDetails('3000001')).resolves.toBeNull();
    expect(store.addressDetailsCache.has('3000001')).toBe(true);
    expect(store.addressDetailsCache.get('3000001')).toBeNull();
    directory.failing = false;
    await expect(store.loadDetails('3000001')).resolves.toBeNull();
    expect(directory.calls.filter((c) => c.method === 'details')).toHaveLength(1);
  });
});

describe('AddressLookupStore reporting', () => {
  it('reports a failed search and a failed details request to monitoring with their query keys (the address typed is not sent)', async () => {
    const { HandleApiError } = await import('../../../../src/kernel/services/HandleApiError');
    const { FakeMonitoring } = await import('../../../kernel/fakes/FakeMonitoring');
    const { FakeAddressDirectory } = await import('../fakes/FakeAddressDirectory');
    const { FakeClock } = await import('../../../kernel/fakes/FakeClock');
    const monitoring = new FakeMonitoring();
    const directory = new FakeAddressDirectory();
    const store = new AddressLookupStore(directory, new FakeClock(0), new HandleApiError(monitoring));
    directory.failing = true;
    store.setQuery('queen');
    await settle();
    await store.loadDetails('3000001');
    expect(monitoring.reports.map((r) => r.queryKey)).toEqual(['address/search/physical', 'address/details']);
    expect(JSON.stringify(monitoring.reports.map((r) => r.queryKey))).not.toContain('queen');
  });
});
