import { PLATFORM_POLICY } from '../domain/PlatformPolicy';
import type { QueryKey } from '../domain/QueryKey';
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
  private readonly listeners = new Set<{ key: string; fn: () => void }>();

  constructor(
    private readonly clock: Clock,
    private readonly errors: HandleApiError,
    private readonly staleTimeMs: number = PLATFORM_POLICY.queryStaleTimeMs,
  ) {}

  async fetch<T>(key: QueryKey<T>, load: () => Promise<T>): Promise<T> {
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

  /** Loads the key again whatever its age (a refresh the customer or the app asked for). */
  refetch<T>(key: QueryKey<T>, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (!entry?.pending) this.entries.delete(key);
    return this.fetch(key, load);
  }

  /** The cached value, fresh or stale, without calling anything. */
  peek<T>(key: QueryKey<T>): T | undefined {
    return this.entries.get(key)?.value as T | undefined;
  }

  /** Marks a key (and every key under `key/`) stale: the next fetch calls the API. */
  invalidate(key: string): void {
    for (const existing of [...this.entries.keys()]) {
      if (covers(key, existing)) this.entries.delete(existing);
    }
    for (const listener of [...this.listeners]) {
      if (covers(key, listener.key) || covers(listener.key, key)) listener.fn();
    }
  }

  /**
   * Calls `fn` whenever `key`, a key under it or a key above it is invalidated: a view that
   * shows the data (the header's unread count) reloads when another area changes it.
   * Returns the function that stops listening.
   */
  onInvalidate(key: string, fn: () => void): () => void {
    const listener = { key, fn };
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  clear(): void {
    this.entries.clear();
  }
}

function covers(key: string, other: string): boolean {
  return other === key || other.startsWith(`${key}/`);
}
