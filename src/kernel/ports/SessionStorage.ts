/**
 * The tab's session storage as plain string key/values (customerNumber,
 * TokenIssueTime). Survives a reload of the tab, not a new tab.
 */
export interface SessionStorage {
  /** The stored value, or null when absent or storage is unavailable. */
  get(key: string): string | null;
  /** Stores a value; silently does nothing when storage is unavailable (private mode). */
  set(key: string, value: string): void;
  /** Removes one key. */
  remove(key: string): void;
  /** Removes every key this app stored. */
  clear(): void;
}
