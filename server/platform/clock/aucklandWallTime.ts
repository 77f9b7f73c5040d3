import { aucklandInstantOf, AUCKLAND_TIME_ZONE } from '../../../contract/rules/AucklandDate';

const HOUR_MS = 3_600_000;

const WALL = new Intl.DateTimeFormat('en-NZ', {
  timeZone: AUCKLAND_TIME_ZONE, hourCycle: 'h23', timeZoneName: 'longOffset',
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

/** An instant on Auckland's wall clock with its offset: '2027-04-04T02:30:00+13:00'. */
export function aucklandWallTime(ms: number): string {
  const part: Record<string, string> = {};
  for (const p of WALL.formatToParts(ms)) part[p.type] = p.value;
  const offset = (part.timeZoneName ?? 'GMT+12:00').replace('GMT', '') || '+00:00';
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}

/** NZDT or NZST, by the offset of a wall time written by aucklandWallTime. */
const zoneName = (wall: string) => (wall.endsWith('+13:00') ? 'NZDT' : 'NZST');

/**
 * The instant an operator means by an Auckland time 'YYYY-MM-DDTHH:MM', and, twice a year, what
 * was made of it. In the hour repeated when daylight saving ends (first Sunday of April) the
 * first of the two is taken; a time in the hour skipped when it starts (last Sunday of
 * September) does not exist and is read as the same distance past the change (2:30 → 3:30
 * NZDT). Both are said in `note`, with how to reach the other reading.
 */
export function readAucklandTime(value: string): { instantMs: number; note?: string } {
  const [date = '', time = ''] = value.split('T');
  const instantMs = aucklandInstantOf(date, time);
  const wall = aucklandWallTime(instantMs);
  if (!wall.startsWith(`${date}T${time}`)) {
    return {
      instantMs,
      note: `${time} does not exist in Auckland on ${date}: clocks go forward from 02:00 to 03:00 that night. `
        + `The clock was set to ${wall.slice(11, 16)} ${zoneName(wall)}, the same distance past the change.`,
    };
  }
  const second = aucklandWallTime(instantMs + HOUR_MS);
  if (second.startsWith(`${date}T${time}`)) {
    return {
      instantMs,
      note: `${time} happens twice in Auckland on ${date}: clocks go back from 03:00 to 02:00 that night. `
        + `The clock was set to the first, ${time} NZDT (${wall.slice(19)}); \`clock +1h\` reaches the second, ${time} NZST (${second.slice(19)}).`,
    };
  }
  return { instantMs };
}
