/** Runs `fn` while holding a lock no other holder of the same lock runs alongside. */
export type ExclusiveLock = <T>(fn: () => Promise<T>) => Promise<T>;

interface LockManagerLike { request<T>(name: string, callback: () => Promise<T>): Promise<T> }

/**
 * A lock shared by every tab of this origin (the Web Locks API), so two tabs never send a
 * token request at the same time: the second waits, then presents the refresh cookie the
 * first one's answer rotated, instead of the spent one the server would take as reuse. Where
 * the browser has no Web Locks, the tab's own queue is all there is.
 */
export function webLock(name: string, locks: LockManagerLike | undefined = globalThis.navigator?.locks as LockManagerLike | undefined): ExclusiveLock {
  return <T>(fn: () => Promise<T>) => (locks ? locks.request(name, fn) : fn());
}
