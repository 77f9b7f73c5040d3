import { hashPassword } from '../platform/auth/passwordHashing';
import type { Database } from '../platform/db/Database';
import type { Clock } from '../platform/clock/Clock';
import type { ServerArea } from '../platform/area';
import { nextValidAccountNumber } from '../platform/seed/accountNumbers';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, demoDateOfBirth } from '../platform/seed/demoCustomers';
import { SERVER_AREAS } from '../areas';
import { loadAreas } from './loadAreas';

/**
 * Seeds the demo customers once, into an empty database, with their accounts and every area's
 * demo data; a no-op when customers exist.
 */
export async function seedDemoCustomers(db: Database, clock: Clock, areas: readonly ServerArea[] = SERVER_AREAS): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM customers');
  if ((rows[0]?.count ?? 0) > 0) return false;
  // argon2id with the pinned parameters; the demo customers share a password, but each hash
  // still gets its own salt.
  const loaded = await loadAreas(areas);
  const hashes = await Promise.all(DEMO_CUSTOMERS.map(() => hashPassword(DEMO_PASSWORD)));
  let base = 1_020_000;
  await db.transaction(async (tx) => {
    for (const [i, customer] of DEMO_CUSTOMERS.entries()) {
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
  });
  return true;
}
