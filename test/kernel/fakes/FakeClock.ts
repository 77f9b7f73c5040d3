import type { Clock } from '../../../src/kernel/ports/Clock';

/** A clock that only moves when told to, firing due timers in order. */
export class FakeClock implements Clock {
  private time: number;
  private timers: Array<{ at: number; seq: number; fn: () => void }> = [];
  private seq = 0;

  constructor(start = Date.UTC(2026, 10, 21, 9, 0, 0)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  /** How far the fake bank time is set from the device's (tests of the debug panel set it). */
  offset = 0;

  offsetMs(): number {
    return this.offset;
  }

  after(ms: number, fn: () => void): () => void {
    const timer = { at: this.time + Math.max(0, ms), seq: this.seq++, fn };
    this.timers.push(timer);
    return () => { this.timers = this.timers.filter((t) => t !== timer); };
  }

  /** Moves time forward by `ms`, firing every timer that falls due, including ones set meanwhile. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.fn();
    }
    this.time = end;
  }

  /** How many timers are waiting. */
  get pending(): number {
    return this.timers.length;
  }
}
