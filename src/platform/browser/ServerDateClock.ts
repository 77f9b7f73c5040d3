import type { Clock } from '../../kernel/ports/Clock';

/**
 * Room for the device clock's own granularity around the window worked out in `follow`, so
 * the time does not jitter by a few milliseconds from one answer to the next.
 */
const SLACK_MS = 1_000;

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

  /** The device's own time, to stamp a request as it leaves (passed back to `follow`). */
  deviceNow(): number {
    return Date.now();
  }

  /**
   * Takes an HTTP Date header the server just sent (ignored when missing or unreadable), with
   * the device time the request left at. The server wrote the header somewhere between the
   * request leaving and the answer arriving, truncated to the second, so the true offset lies
   * in a window as wide as the round trip plus a second. The clock keeps its offset while it
   * lies in that window, and moves to the window's middle only when it does not: a slow answer
   * on a loaded phone network, or one in flight while the device's clock jumps, never pulls
   * the time back, and a moved sandbox clock is followed with the next answer.
   */
  follow(dateHeader: string | null | undefined, sentAt?: number): void {
    const serverMs = dateHeader ? Date.parse(dateHeader) : Number.NaN;
    if (Number.isNaN(serverMs)) return;
    const receivedAt = Date.now();
    const leftAt = Math.min(sentAt ?? receivedAt, receivedAt);
    const lowest = serverMs - receivedAt;
    const highest = serverMs + 1_000 - leftAt;
    if (this.offset >= lowest - SLACK_MS && this.offset <= highest + SLACK_MS) return;
    this.offset = Math.round((lowest + highest) / 2);
  }
}
