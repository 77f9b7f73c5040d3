import type { ActivitySource } from '../../../src/kernel/ports/ActivitySource';

/** Activity on demand: `emit()` is the customer pressing a key. */
export class FakeActivitySource implements ActivitySource {
  private listeners: Array<() => void> = [];

  subscribe(listener: () => void): () => void {
    this.listeners.push(listener);
    return () => { this.listeners = this.listeners.filter((l) => l !== listener); };
  }

  emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  get listenerCount(): number {
    return this.listeners.length;
  }
}
