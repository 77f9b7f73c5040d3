import type { APIRequestContext } from '@playwright/test';
import { aucklandToday } from '../../contract/rules/AucklandDate';

/**
 * The sandbox's time, from the Date header of its answer (every answer carries the one clock's
 * time, to the second): what a journey compares dates with. The machine's Date.now() is another
 * day when SANDBOX_CLOCK_AT (the calendar sweep) or the operator has moved the sandbox's clock.
 */
export async function sandboxNowMs(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/health');
  const date = Date.parse(response.headers()['date'] ?? '');
  if (Number.isNaN(date)) throw new Error('The sandbox answered without a Date header');
  return date;
}

/** Today's date in Auckland by the sandbox's clock, 'YYYY-MM-DD'. */
export async function sandboxToday(request: APIRequestContext): Promise<string> {
  return aucklandToday(await sandboxNowMs(request));
}
