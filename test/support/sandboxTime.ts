import { aucklandToday } from '../../contract/rules/AucklandDate';
import type { Queryable } from '../../server/platform/db/Database';

/**
 * The sandbox's time as its SQL sees it (sandbox_now(), the one clock): what a test compares
 * the server's dates with. The machine's Date.now() is another day when SANDBOX_CLOCK_AT (the
 * calendar sweep) or the operator has moved the sandbox's clock.
 */
export async function sandboxNowMs(db: Queryable): Promise<number> {
  const { rows: [row] } = await db.query<{ ms: string }>('SELECT (extract(epoch FROM sandbox_now()) * 1000)::bigint::text AS ms');
  return Number(row?.ms);
}

/** Today's date in Auckland by the sandbox's clock, 'YYYY-MM-DD'. */
export async function sandboxToday(db: Queryable): Promise<string> {
  return aucklandToday(await sandboxNowMs(db));
}
