import type { APIRequestContext } from '@playwright/test';
import type { SandboxClockState } from '../../contract/operator';

/**
 * Runs a step of a journey with the sandbox's one clock at an Auckland wall time (the dev-only
 * /dev/clock the operator's `clock` command uses), then puts it back. The app follows the
 * sandbox's time, not the browser's, so this is how a journey chooses its day and hour.
 * Choose a time before the sandbox's now: moving back runs nothing, so no payment falls due
 * and the journeys after this one find the customers as they were.
 */
export async function atSandboxTime<T>(request: APIRequestContext, auckland: string, step: () => Promise<T>): Promise<T> {
  const before = (await (await request.get('/dev/clock')).json()) as SandboxClockState;
  const moved = await request.post('/dev/clock', { data: { to: auckland } });
  if (!moved.ok()) throw new Error(`The sandbox's clock did not move to ${auckland}: ${moved.status()} ${await moved.text()}`);
  try {
    return await step();
  } finally {
    // Back to where it was: real time, or the calendar sweep's day (SANDBOX_CLOCK_AT) to the minute.
    const back = before.offsetMs === 0 ? { reset: true } : { to: before.auckland.slice(0, 16) };
    await request.post('/dev/clock', { data: back });
  }
}
