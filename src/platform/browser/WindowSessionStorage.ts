import type { SessionStorage } from '../../kernel/ports/SessionStorage';

/**
 * SessionStorage over window.sessionStorage. Storage can throw (private mode, quota, a
 * sandboxed frame); losing a value only costs a silent restore, so failures are swallowed.
 */
export class WindowSessionStorage implements SessionStorage {
  constructor(private readonly storage: () => Storage = () => window.sessionStorage) {}

  get(key: string): string | null {
    try { return this.storage().getItem(key); } catch { return null; }
  }

  set(key: string, value: string): void {
    try { this.storage().setItem(key, value); } catch { /* unavailable: nothing to keep */ }
  }

  remove(key: string): void {
    try { this.storage().removeItem(key); } catch { /* unavailable */ }
  }

  clear(): void {
    try { this.storage().clear(); } catch { /* unavailable */ }
  }
}
