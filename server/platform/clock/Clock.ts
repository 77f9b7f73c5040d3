/**
 * The sandbox's time: every "now" of the server (routes, seeds, jobs) comes from here, and SQL
 * reads the same instant from `sandbox_now()`. Both add one stored offset to the machine's time,
 * so the operator can move the sandbox's time for every browser and every server at once.
 */
export interface Clock {
  /** The sandbox's current instant, in milliseconds since the epoch. */
  nowMs(): number;
  /** The same instant as a Date (for drivers and renderers that want one). */
  now(): Date;
  /** Today's date in Auckland, 'YYYY-MM-DD'. */
  today(): string;
  /** How far the sandbox runs ahead of the machine, in milliseconds (negative: behind). */
  offsetMs(): number;
}
