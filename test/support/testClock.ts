import { aucklandToday } from '../../contract/rules/AucklandDate';
import type { Clock } from '../../server/platform/clock/Clock';

/** A sandbox Clock a test sets by hand (the real one is SandboxClock over the database). */
export interface TestClock extends Clock {
  set(instantMs: number): void;
}

export function testClock(startMs: number = Date.now()): TestClock {
  let now = startMs;
  return {
    nowMs: () => now,
    now: () => new Date(now),
    today: () => aucklandToday(now),
    offsetMs: () => now - Date.now(),
    set: (instantMs) => { now = instantMs; },
  };
}
