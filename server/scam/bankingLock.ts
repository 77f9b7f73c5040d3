import type { FastifyReply, FastifyRequest } from 'fastify';
import { BANKING_LOCKED, BANKING_LOCKED_MESSAGE } from '../../contract/scam';
import type { Database, Queryable } from '../platform/db/Database';
import { customerOf } from '../platform/auth/requireCustomer';

/** "Lock my banking": whether this customer's banking is locked (a row in banking_locks). */
export async function isBankingLocked(db: Queryable, customerNumber: string): Promise<Date | null> {
  const { rows: [row] } = await db.query<{ locked_at: Date }>('SELECT locked_at FROM banking_locks WHERE customer_number = $1', [customerNumber]);
  return row ? new Date(row.locked_at) : null;
}

export async function lockBanking(db: Queryable, customerNumber: string): Promise<void> {
  await db.query('INSERT INTO banking_locks (customer_number) VALUES ($1) ON CONFLICT DO NOTHING', [customerNumber]);
}

/** Unlocking: only the operator (a call to the bank) or the password-reset journey's checks do this. */
export async function unlockBanking(db: Queryable, customerNumber: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM banking_locks WHERE customer_number = $1 RETURNING 1', [customerNumber]);
  return rows.length > 0;
}

/**
 * A preHandler (after requireCustomer) for the routes a lock stops: payments and payee changes.
 * Automatic payments and card payments are not behind it; they carry on, as BNZ's lock does.
 */
export function refuseWhenLocked(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (await isBankingLocked(db, customerOf(request))) {
      return reply.status(403).send({ NativeErrorCode: BANKING_LOCKED, message: BANKING_LOCKED_MESSAGE });
    }
  };
}

/** A login from a browser this customer never logged in from, while locked, is refused. */
export async function lockRefusesLogin(db: Queryable, customerNumber: string, browserId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM banking_locks l WHERE l.customer_number = $1
        AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.customer_number = $1 AND s.browser_id = $2 AND s.created_at < l.locked_at)`,
    [customerNumber, browserId]);
  return rows.length > 0;
}
