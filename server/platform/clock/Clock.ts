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

/** A clock the operator can move (SandboxClock); each move answers the instants before and after. */
export interface MovableClock extends Clock {
  /** Rereads the stored offset (another server may have moved it). */
  refresh(): Promise<void>;
  moveTo(instantMs: number): Promise<{ fromMs: number; toMs: number }>;
  moveBy(ms: number): Promise<{ fromMs: number; toMs: number }>;
  reset(): Promise<{ fromMs: number; toMs: number }>;
}

export const isMovable = (clock: Clock): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).moveTo === 'function' && typeof (clock as Partial<MovableClock>).reset === 'function';
