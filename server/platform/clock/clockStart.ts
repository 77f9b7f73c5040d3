import { aucklandInstantOf } from '../../../contract/rules/AucklandDate';

/**
 * SANDBOX_CLOCK_AT: an Auckland wall-clock time ('2027-04-04T02:30') the sandbox's clock is set
 * to when the server prepares its database, so a whole run (a server, its tests, the journeys)
 * happens on a chosen day. Unset: the clock keeps its stored offset. Anything else is refused
 * at start, not guessed.
 */
export function clockStartFrom(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/.exec(value.trim());
  if (!match) throw new Error(`SANDBOX_CLOCK_AT must be an Auckland time like 2027-04-04T02:30, not '${value}'`);
  return aucklandInstantOf(match[1] as string, match[2] as string);
}
