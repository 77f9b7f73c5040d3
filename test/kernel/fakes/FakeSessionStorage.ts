import type { SessionStorage } from '../../../src/kernel/ports/SessionStorage';

/** Session storage in a Map; `values` is open for assertions. */
export class FakeSessionStorage implements SessionStorage {
  readonly values = new Map<string, string>();

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  clear(): void {
    this.values.clear();
  }
}
