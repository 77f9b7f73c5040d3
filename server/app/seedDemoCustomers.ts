import { hashPassword } from '../platform/auth/passwordHashing';
import type { Database, Queryable } from '../platform/db/Database';
import type { Clock } from '../platform/clock/Clock';
import type { ServerArea } from '../platform/area';
import { nextValidAccountNumber } from '../platform/seed/accountNumbers';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, demoDateOfBirth, type DemoCustomer } from '../platform/seed/demoCustomers';
import { SERVER_AREAS } from '../areas';
import { loadAreas, type LoadedArea } from './loadAreas';

/** Where the demo customers' account numbers start (38-9123-1020000-00 onwards). */
export const FIRST_ACCOUNT_BASE = 1_020_000;

/**
 * Seeds the demo customers once, into an empty database, with their accounts and every area's
 * demo data; a no-op when customers exist.
 */
export async function seedDemoCustomers(db: Database, clock: Clock, areas: readonly ServerArea[] = SERVER_AREAS): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM customers');
  if ((rows[0]?.count ?? 0) > 0) return false;
  const loaded = await loadAreas(areas);
  await db.transaction((tx) => seedCustomers(tx, clock, DEMO_CUSTOMERS, loaded, FIRST_ACCOUNT_BASE));
  return true;
}

/**
 * Writes the given demo customers, their accounts (numbered from `accountBase` on) and every
 * area's demo data for them, inside the caller's transaction. The demo seed runs it for all seven;
 * a clone (cloneDemoCustomer.ts) runs it for one template in a scratch schema, so a clone gets
 * exactly what the seed gives, never what earlier use left behind.
 */
export async function seedCustomers(tx: Queryable, clock: Clock, customers: readonly DemoCustomer[], loaded: readonly LoadedArea[], accountBase: number): Promise<void> {
  // argon2id with the pinned parameters; the demo customers share a password, but each hash
  // still gets its own salt.
  const hashes = await Promise.all(customers.map(() => hashPassword(DEMO_PASSWORD)));
  let base = accountBase;
  for (const [i, customer] of customers.entries()) {
    await tx.query(
      `INSERT INTO customers (customer_number, first_name, last_name, date_of_birth, email, password_hash, payee_editing_restricted)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [customer.customerNumber, customer.firstName, customer.lastName, demoDateOfBirth(customer, clock.today()), customer.email,
        hashes[i], customer.payeeEditingRestricted ?? false],
    );
    for (const phone of customer.phones) {
      await tx.query('INSERT INTO customer_phones (customer_number, type, number) VALUES ($1, $2, $3)',
        [customer.customerNumber, phone.type, phone.number]);
    }
    for (const [order, account] of customer.accounts.entries()) {
      const { number, next } = nextValidAccountNumber(base);
      base = next + 37;
      await tx.query(
        `INSERT INTO accounts (id, customer_number, product, name, account_number, balance_cents, available_cents, credit_limit_cents, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [`${customer.customerNumber}-${order + 1}`, customer.customerNumber, account.product, account.name, number,
          account.balanceCents, account.balanceCents + (account.creditLimitCents ?? 0), account.creditLimitCents ?? null, order],
      );
    }
  }
  // Then each area's own demo data, in server/areas.ts's order (an area's seed may read an earlier one's).
  for (const { parts } of loaded) await parts.seed?.(tx, clock);
}
