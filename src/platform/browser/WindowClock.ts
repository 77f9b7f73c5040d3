import type { Clock } from '../../kernel/ports/Clock';

export class WindowClock implements Clock {
  now(): number {
    return Date.now();
  }

  after(ms: number, fn: () => void): () => void {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  }
}
