import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../platform/db/Database';
import type { Clock } from '../platform/clock/Clock';
import { DEMO_CUSTOMERS } from '../platform/seed/demoCustomers';
import { insertCustomerAddresses } from '../platform/seed/seedCustomerAddresses';
import { FIRST_ACCOUNT_BASE, seedCustomers } from './seedDemoCustomers';
import type { LoadedArea } from './loadAreas';
import { customerTables, type CustomerTable } from './customerTables';

/** Clones get numbers from here on, apart from the demo customers' 1000001… and easy to tell from them. */
const FIRST_CLONE = 2_000_001;
/** Serialises clones (numbers and account numbers are read, then used) on PostgreSQL too; PGlite has one connection anyway. */
const CLONE_LOCK = 7_300_001;

/**
 * The customer tables of each database, read from its catalogue once: the schema is migrated
 * before the server starts and does not change while it runs, and reading it is a fifth of a clone.
 */
const tablesOf = new WeakMap<Database, ReturnType<typeof customerTables>>();

/**
 * A new customer shaped as the demo customer `template` is on a fresh database: the same accounts
 * and balances, history, payees, automatic payments, cards, messages… under a new customer number
 * with the demo password, so a test can move money or change settings without touching anything
 * another test reads.
 *
 * It runs the demo seed itself, not a copy of the template's rows: those hold whatever earlier use
 * left (payments made, settings changed, a lockout). The seed writes into a scratch schema that
 * shadows the public tables for this one transaction, under the template's number (the areas' seeds
 * name their customers); then the template's rows are copied out with the number replaced
 * (customerTables.ts says how), and the scratch schema is dropped. Returns null for a number that
 * is no demo customer.
 */
export async function cloneDemoCustomer(db: Database, clock: Clock, loaded: readonly LoadedArea[], template: string): Promise<string | null> {
  const demo = DEMO_CUSTOMERS.find((c) => c.customerNumber === template);
  if (!demo) return null;
  const scratch = `clone_${randomBytes(6).toString('hex')}`;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CLONE_LOCK]);
    const { rows: [next] } = await tx.query<{ customer: string; account_base: number | null }>(
      `SELECT greatest(max(customer_number::int) + 1, $1)::text AS customer,
              (SELECT max(substr(account_number, 9, 7)::int) FROM accounts WHERE account_number LIKE '38-9123-%') AS account_base
         FROM customers WHERE customer_number ~ '^[0-9]{7}$'`, [FIRST_CLONE]);
    const customerNumber = next?.customer ?? String(FIRST_CLONE);
    if (!tablesOf.has(db)) tablesOf.set(db, customerTables(tx).catch((error: unknown) => { tablesOf.delete(db); throw error; }));
    const tables = await tablesOf.get(db)!;
    const { rows: [path] } = await tx.query<{ search_path: string }>('SELECT current_setting(\'search_path\') AS search_path');
    await createScratch(tx, scratch, tables.all);
    await tx.query(`SET LOCAL search_path TO ${scratch}, public`);
    // New account numbers, after every existing one (as an opened account's), so nothing needs renumbering.
    await seedCustomers(tx, clock, [demo], loaded, Math.max(next?.account_base ?? FIRST_ACCOUNT_BASE, FIRST_ACCOUNT_BASE) + 1);
    await insertCustomerAddresses(tx);
    await tx.query(`SET LOCAL search_path TO ${path?.search_path ?? 'public'}`);
    for (const table of tables.linked) await copyOut(tx, scratch, table, template, customerNumber);
    await tx.exec(`DROP SCHEMA ${scratch} CASCADE`);
    return customerNumber;
  });
}

/**
 * An empty, constraint-free twin of every public table but the clock's row: sandbox_now() reads
 * `sandbox_clock` by its bare name, so the seed must still find the real one.
 */
async function createScratch(tx: Queryable, scratch: string, tables: readonly string[]): Promise<void> {
  const twins = tables.filter((t) => t !== 'sandbox_clock')
    .map((t) => `CREATE TABLE ${scratch}."${t}" (LIKE public."${t}" INCLUDING DEFAULTS INCLUDING IDENTITY INCLUDING GENERATED);`);
  await tx.exec(`CREATE SCHEMA ${scratch}; ${twins.join('\n')}`);
}

/** Copies the template's rows of one table from the scratch schema into public, renumbered. */
async function copyOut(tx: Queryable, scratch: string, table: CustomerTable, template: string, customerNumber: string): Promise<void> {
  // Identity values come from public's own sequence; every other value (uuids included, fresh from the seed) is kept.
  const columns = table.columns.filter((c) => !c.identity && !c.generated);
  const value = (c: (typeof columns)[number]) => {
    const col = `s."${c.name}"`;
    if (c.customerNumber) return `CASE WHEN ${col} = n.template THEN n.clone ELSE ${col} END`;
    if (c.key && c.text) return `replace(${col}, n.template, n.clone)`;
    // A unique value the seed gives every clone alike (a policy number, a case reference) gets the clone's number.
    if (c.unique && c.text) {
      return `CASE WHEN position(n.template in ${col}) > 0 THEN replace(${col}, n.template, n.clone)
                   WHEN EXISTS (SELECT 1 FROM public."${table.name}" p WHERE p."${c.name}" = ${col}) THEN ${col} || '-' || n.clone
                   ELSE ${col} END`;
    }
    return col;
  };
  await tx.query(
    `INSERT INTO public."${table.name}" (${columns.map((c) => `"${c.name}"`).join(', ')})
     SELECT ${columns.map(value).join(', ')}
       FROM ${scratch}."${table.name}" s, (SELECT $1::text AS template, $2::text AS clone) n WHERE ${table.belongs('s', scratch)}`,
    [template, customerNumber]);
}
