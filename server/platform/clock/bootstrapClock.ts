import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../db/Database';

const SQL = readFileSync(join(__dirname, 'sandboxClock.sql'), 'utf8');

/** Creates the clock's row and sandbox_now() if missing; runs before the numbered migrations. */
export async function bootstrapClock(db: Queryable): Promise<void> {
  await db.exec(SQL);
}
