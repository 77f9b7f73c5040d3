import { HandleApiError } from '../../src/kernel/services/HandleApiError';
import { QueryCache } from '../../src/kernel/services/QueryCache';
import { FakeClock } from '../kernel/fakes/FakeClock';
import { FakeMonitoring } from '../kernel/fakes/FakeMonitoring';

/** A real QueryCache over a fake clock and monitoring, for store and use-case tests. */
export function testQueryCache(monitoring = new FakeMonitoring(), clock = new FakeClock()): QueryCache {
  return new QueryCache(clock, new HandleApiError(monitoring));
}
