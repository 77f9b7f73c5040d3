import type { Clock } from '../../kernel/ports/Clock';

/**
 * A difference smaller than this is the Date header's one-second resolution and the network's
 * delay, not a different time: following it would make `now()` jitter back and forth.
 */
const FOLLOW_BEYOND_MS = 5_000;

/**
 * The bank's time in the browser: the device's clock corrected by the server's Date header, so
 * "today" (a payment's date, a statement month, an age) is the bank's day even on a device set
 * wrong, and the sandbox's moved clock reaches every open browser with its next answer. Timers
 * are the window's: a delay is a delay whatever the date. The only read of the device's time in
 * the client.
 */
export class ServerDateClock implements Clock {
  private offset = 0;

  now(): number {
    return Date.now() + this.offset;
  }

  after(ms: number, fn: () => void): () => void {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  }

  offsetMs(): number {
    return this.offset;
  }

  /** Takes an HTTP Date header the server just sent (ignored when missing or unreadable). */
  follow(dateHeader: string | null | undefined): void {
    const serverMs = dateHeader ? Date.parse(dateHeader) : Number.NaN;
    if (Number.isNaN(serverMs)) return;
    // The header is truncated to the second: on average the server's time was half a second later.
    const offset = serverMs + 500 - Date.now();
    if (Math.abs(offset - this.offset) > FOLLOW_BEYOND_MS) this.offset = offset;
  }
}
