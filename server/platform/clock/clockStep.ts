import { addDays, aucklandInstantOf } from '../../../contract/rules/AucklandDate';
import { CLOCK_STEP_PATTERN } from '../../../contract/operator';
import { aucklandWallTime } from './aucklandWallTime';

const UNIT_MS = { h: 3_600_000, m: 60_000 } as const;
const STEP = new RegExp(CLOCK_STEP_PATTERN);
/** More than ten years either way is a typing slip, not a test. */
const MOST_DAYS = 3_660;

/** A clock step such as '+3d' or '-1w2d3h': calendar days (weeks are 7) and elapsed milliseconds, both signed. */
export interface ClockStep { days: number; ms: number }

/** Reads a step ('+3d', '-1d', '+2h', '+30m', '+1w2d'); null when it is not one. */
export function parseClockStep(text: string): ClockStep | null {
  if (!STEP.test(text)) return null;
  const sign = text.startsWith('-') ? -1 : 1;
  let days = 0;
  let ms = 0;
  for (const [, count, unit] of text.matchAll(/(\d+)([wdhm])/g)) {
    const n = Number(count);
    if (unit === 'w') days += 7 * n;
    else if (unit === 'd') days += n;
    else ms += n * UNIT_MS[unit as 'h' | 'm'];
  }
  if (days > MOST_DAYS || ms > MOST_DAYS * 86_400_000) return null;
  return { days: sign * days, ms: sign * ms };
}

/**
 * Where a step from `fromMs` lands. Days move the Auckland calendar and keep the wall-clock
 * time (+1d from 9:00 is 9:00 tomorrow, even across a daylight-saving change, when that day
 * is 23 or 25 hours long); hours and minutes are then added as elapsed time. A wall time the
 * calendar step lands in that does not exist (the skipped hour) reads as after the change.
 */
export function applyClockStep(fromMs: number, step: ClockStep): number {
  let at = fromMs;
  if (step.days !== 0) {
    const wall = aucklandWallTime(fromMs);
    const date = wall.slice(0, 10);
    const time = wall.slice(11, 16);
    // The seconds past the minute, kept (aucklandInstantOf reads whole minutes).
    const withinMinute = (((fromMs - aucklandInstantOf(date, time)) % 60_000) + 60_000) % 60_000;
    at = aucklandInstantOf(addDays(date, step.days), time) + withinMinute;
  }
  return at + step.ms;
}
