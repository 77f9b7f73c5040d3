import { SESSION_POLICY } from '../../features/session/core/domain/SessionPolicy';
import type { Clock } from '../ports/Clock';
import type { HandleApiError } from './HandleApiError';

interface Entry { value?: unknown; at: number; pending?: Promise<unknown> }

/**
 * API data by query key (e.g. 'customer-actions/list'): served from memory while younger
 * than the stale time (5 minutes), one call in flight per key, every failure handled by
 * HandleApiError with the key. Cleared on logout so no customer's data outlives the session.
 */
export class QueryCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly errors: HandleApiError,
    private readonly staleTimeMs: number = SESSION_POLICY.queryStaleTimeMs,
  ) {}

  async fetch<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry?.pending) return entry.pending as Promise<T>;
    if (entry && 'value' in entry && this.clock.now() - entry.at < this.staleTimeMs) return entry.value as T;
    const pending = load().then(
      (value) => {
        this.entries.set(key, { value, at: this.clock.now() });
        return value;
      },
      (error: unknown) => {
        this.entries.delete(key);
        this.errors.execute(error, { queryKey: key });
        throw error;
      },
    );
    this.entries.set(key, { ...entry, at: entry?.at ?? 0, pending });
    return pending;
  }

  /** The cached value, fresh or stale, without calling anything. */
  peek<T>(key: string): T | undefined {
    return this.entries.get(key)?.value as T | undefined;
  }

  /** Marks a key (and every key under `key/`) stale: the next fetch calls the API. */
  invalidate(key: string): void {
    for (const existing of [...this.entries.keys()]) {
      if (existing === key || existing.startsWith(`${key}/`)) this.entries.delete(existing);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
