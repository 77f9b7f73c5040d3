import { randomBytes } from 'node:crypto';
import type { Queryable } from '../platform/db/Database';

export interface StoredPasskey {
  id: string; customerNumber: string; name: string; publicKey: string; signCount: number; transports: string[];
  createdAt: string; lastUsedAt: string | null;
  /** When it may approve a step-up (null: at once); `approving` says whether that time has come on the sandbox clock. */
  approvesFrom: string | null; approving: boolean;
}

interface Row { id: string; customer_number: string; name: string; public_key: string; sign_count: string | number; transports: string[]; created_at: Date | string; last_used_at: Date | string | null; approves_from: Date | string | null; approving: boolean }

const iso = (value: Date | string) => new Date(value).toISOString();
const COLUMNS = `id, customer_number, name, public_key, sign_count, transports, created_at, last_used_at, approves_from,
  (approves_from IS NULL OR approves_from <= sandbox_now()) AS approving`;

function toPasskey(row: Row): StoredPasskey {
  return {
    id: row.id, customerNumber: row.customer_number, name: row.name, publicKey: row.public_key, signCount: Number(row.sign_count),
    transports: row.transports ?? [], createdAt: iso(row.created_at), lastUsedAt: row.last_used_at ? iso(row.last_used_at) : null,
    approvesFrom: row.approves_from ? iso(row.approves_from) : null, approving: row.approving,
  };
}

export async function passkeysOf(db: Queryable, customerNumber: string): Promise<StoredPasskey[]> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM passkeys WHERE customer_number = $1 ORDER BY created_at, id`, [customerNumber]);
  return rows.map(toPasskey);
}

export async function passkeyById(db: Queryable, id: string): Promise<StoredPasskey | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM passkeys WHERE id = $1`, [id]);
  return rows[0] ? toPasskey(rows[0]) : null;
}

/** Whether the customer has a passkey past its waiting period: one that may approve a step-up now. */
export async function hasApprovingPasskey(db: Queryable, customerNumber: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM passkeys WHERE customer_number = $1 AND (approves_from IS NULL OR approves_from <= sandbox_now()) LIMIT 1', [customerNumber]);
  return rows.length > 0;
}

/** When the customer's first passkey still in its waiting period may approve (epoch ms), or null when none waits. */
export async function passkeyWaitEndsMs(db: Queryable, customerNumber: string): Promise<number | null> {
  const { rows } = await db.query<{ ms: number | null }>(
    `SELECT (extract(epoch FROM min(approves_from)) * 1000)::float8 AS ms FROM passkeys
      WHERE customer_number = $1 AND approves_from > sandbox_now()`, [customerNumber]);
  return rows[0]?.ms ?? null;
}

/** The customer's WebAuthn user handle (base64url of 32 random bytes), made on first use. */
export async function userHandleOf(db: Queryable, customerNumber: string): Promise<string> {
  await db.query('INSERT INTO passkey_user_handles (customer_number, user_handle) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [customerNumber, randomBytes(32).toString('base64url')]);
  const { rows } = await db.query<{ user_handle: string }>('SELECT user_handle FROM passkey_user_handles WHERE customer_number = $1', [customerNumber]);
  return rows[0]!.user_handle;
}

export async function savePasskey(
  db: Queryable,
  input: { id: string; customerNumber: string; name: string; publicKey: string; signCount: number; transports: string[]; coolingOffSeconds: number },
): Promise<StoredPasskey> {
  // It logs in at once, but approves a step-up only after its waiting period (migration 162).
  const { rows } = await db.query<Row>(
    `INSERT INTO passkeys (id, customer_number, name, public_key, sign_count, transports, approves_from)
     VALUES ($1, $2, $3, $4, $5, $6, sandbox_now() + make_interval(secs => $7::float8))
     RETURNING ${COLUMNS}`,
    [input.id, input.customerNumber, input.name, input.publicKey, input.signCount, input.transports, input.coolingOffSeconds]);
  return toPasskey(rows[0]!);
}

/**
 * Records a verified use: the new signature counter, only if the stored one is still what
 * was verified against (two assertions racing cannot both move it). False when it moved.
 */
export async function recordPasskeyUse(db: Queryable, id: string, verifiedAgainst: number, newCount: number): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE passkeys SET sign_count = $3, last_used_at = sandbox_now() WHERE id = $1 AND sign_count = $2 RETURNING 1', [id, verifiedAgainst, newCount]);
  return rows.length > 0;
}

/** Removes one of the customer's own passkeys; false when they have none of that id. */
export async function removePasskey(db: Queryable, customerNumber: string, id: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM passkeys WHERE id = $1 AND customer_number = $2 RETURNING 1', [id, customerNumber]);
  return rows.length > 0;
}
