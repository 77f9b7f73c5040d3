/** Wall-clock time and timers; the only way core code learns the time or waits. */
export interface Clock {
  /** Milliseconds since the epoch: the bank's time (the server's), not necessarily the device's. */
  now(): number;
  /** Calls `fn` after `ms`; returns a function that cancels it. */
  after(ms: number, fn: () => void): () => void;
  /** How far the bank's time is from the device's own, in milliseconds (0 when they agree). */
  offsetMs(): number;
}
