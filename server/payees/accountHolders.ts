import type { Queryable } from '../platform/db/Database';

export type HolderLookup = { status: 'found'; holderName: string } | { status: 'not-found' } | { status: 'unavailable' };

/**
 * Who holds an account (number with dashes), as Confirmation of Payee asks the holder's bank:
 * Kōwhai's own accounts from its customers, other banks' from the holders the sandbox knows.
 * A bank whose check is out of service answers "unavailable" whatever the number.
 */
export async function lookUpAccountHolder(db: Queryable, accountNumber: string): Promise<HolderLookup> {
  const bank = accountNumber.slice(0, 2);
  const down = await db.query('SELECT 1 FROM confirmation_unavailable_banks WHERE bank_prefix = $1', [bank]);
  if (down.rows.length > 0) return { status: 'unavailable' };
  const { rows } = await db.query<{ holder_name: string }>(
    `SELECT c.first_name || ' ' || c.last_name AS holder_name
       FROM accounts a JOIN customers c USING (customer_number) WHERE a.account_number = $1
     UNION ALL
     SELECT holder_name FROM known_account_holders WHERE account_number = $1
     LIMIT 1`, [accountNumber]);
  return rows[0] ? { status: 'found', holderName: rows[0].holder_name } : { status: 'not-found' };
}
