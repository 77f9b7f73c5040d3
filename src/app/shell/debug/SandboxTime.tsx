import { useEffect, useState } from 'react';
import { formatAucklandDateTime } from '../../../../contract/rules/AucklandDate';
import type { Clock } from '../../../kernel/ports/Clock';

/** A device a little off is not time travel: the panel speaks up from a minute apart. */
const SHOWN_FROM_MS = 60_000;
/** How often the shown time is redrawn while the panel is open. */
const REDRAW_MS = 30_000;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** '32 days ahead', '3 hours behind', '45 minutes ahead'. */
export function describeDifference(offsetMs: number): string {
  const size = Math.abs(offsetMs);
  const [n, unit] = size >= DAY_MS ? [Math.round(size / DAY_MS), 'day'] : size >= HOUR_MS ? [Math.round(size / HOUR_MS), 'hour'] : [Math.round(size / 60_000), 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'} ${offsetMs > 0 ? 'ahead of' : 'behind'} this device`;
}

/**
 * The sandbox's time, when the operator moved it (`npm run operator -- clock`): the bank's
 * time is the client Clock's (it follows the server's Date header), and how far it is from
 * the device's own. Nothing is shown while they agree.
 */
export function SandboxTime({ clock }: { clock: Clock }) {
  const [, redraw] = useState(0);
  useEffect(() => {
    let cancel = () => {};
    const tick = () => { redraw((n) => n + 1); cancel = clock.after(REDRAW_MS, tick); };
    cancel = clock.after(REDRAW_MS, tick);
    return () => cancel();
  }, [clock]);
  const offset = clock.offsetMs();
  if (Math.abs(offset) < SHOWN_FROM_MS) return null;
  return (
    <p className="debug-panel__clock">
      Sandbox time: <strong>{formatAucklandDateTime(clock.now())}</strong> (Auckland), {describeDifference(offset)}
    </p>
  );
}
