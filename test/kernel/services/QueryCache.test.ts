import { ApiError } from '../../../src/kernel/domain/ApiError';
import { HandleApiError } from '../../../src/kernel/services/HandleApiError';
import { QueryCache } from '../../../src/kernel/services/QueryCache';
import { FakeClock } from '../fakes/FakeClock';
import { FakeMonitoring } from '../fakes/FakeMonitoring';

function setup() {
  const clock = new FakeClock();
  const monitoring = new FakeMonitoring();
  const errors = new HandleApiError(monitoring);
  let n = 0;
  const load = jest.fn(async () => { n += 1; return n; });
  return { clock, monitoring, errors, load, cache: new QueryCache(clock, errors) };
}

describe('QueryCache', () => {
  it('serves a value for 5 minutes, then calls again', async () => {
    const { clock, load, cache } = setup();
    await expect(cache.fetch('customer-actions/list', load)).resolves.toBe(1);
    clock.advance(299_999);
    await expect(cache.fetch('customer-actions/list', load)).resolves.toBe(1);
    clock.advance(1);
    await expect(cache.fetch('customer-actions/list', load)).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one call between concurrent fetches of a key', async () => {
    const { load, cache } = setup();
    const [a, b] = await Promise.all([cache.fetch('k', load), cache.fetch('k', load)]);
    expect([a, b]).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('invalidates a key and the keys under it', async () => {
    const { load, cache } = setup();
    await cache.fetch('customer-actions/list', load);
    await cache.fetch('customer-actions/list/page-2', load);
    await cache.fetch('contact', load);
    cache.invalidate('customer-actions/list');
    expect(cache.peek('customer-actions/list')).toBeUndefined();
    expect(cache.peek('customer-actions/list/page-2')).toBeUndefined();
    expect(cache.peek('contact')).toBe(3);
  });

  it('clears everything', async () => {
    const { load, cache } = setup();
    await cache.fetch('a', load);
    cache.clear();
    expect(cache.peek('a')).toBeUndefined();
  });

  it('hands a failure to the error handler with its query key, caches nothing, and rethrows', async () => {
    const { monitoring, cache } = setup();
    const failure = new ApiError(500);
    await expect(cache.fetch('customer-actions/list', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(monitoring.reports).toEqual([{ error: failure, queryKey: 'customer-actions/list' }]);
    await expect(cache.fetch('customer-actions/list', async () => 'ok')).resolves.toBe('ok');
  });
});

describe('QueryCache invalidation listeners', () => {
  const make = () => new QueryCache(new FakeClock(), new HandleApiError(new FakeMonitoring()));

  it('tells a listener when its key, a key below it or a key above it is invalidated', () => {
    const cache = make();
    const heard: string[] = [];
    cache.onInvalidate('messages/unread', () => heard.push('unread'));
    cache.invalidate('messages/unread');
    cache.invalidate('messages');
    cache.invalidate('contact');
    expect(heard).toEqual(['unread', 'unread']);
  });

  it('stops telling a listener that stopped listening', () => {
    const cache = make();
    const fn = jest.fn();
    const stop = cache.onInvalidate('contact', fn);
    stop();
    cache.invalidate('contact');
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('QueryCache.refetch', () => {
  it('loads again however fresh the cached value is, and keeps the new one', async () => {
    const cache = new QueryCache(new FakeClock(), new HandleApiError(new FakeMonitoring()));
    await cache.fetch('k', async () => 1);
    await expect(cache.refetch('k', async () => 2)).resolves.toBe(2);
    await expect(cache.fetch('k', async () => 3)).resolves.toBe(2);
  });
});
