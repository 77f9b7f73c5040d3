import type { Queryable } from '../platform/db/Database';

export interface CustomerColumn {
  name: string;
  text: boolean;
  /** An identity column: the copy leaves it to public's own sequence. */
  identity: boolean;
  generated: boolean;
  /** Holds a customer number: `customer_number`, or a reference to customers. */
  customerNumber: boolean;
  /** Part of the primary key or a reference: ids such as '1000001-1' and 'card-1000001-5' carry the customer's number. */
  key: boolean;
  /** Alone under a unique index (a policy number, a case reference). */
  unique: boolean;
}

export interface CustomerTable {
  name: string;
  columns: CustomerColumn[];
  /** SQL saying a row (as `alias`, in `schema`) is the template's ($1): its customer number, or a reference to a row that is. */
  belongs(alias: string, schema: string): string;
}

interface Reference { table: string; column: string; refTable: string; refColumn: string }

/**
 * The public tables, read from the catalogue, and among them those holding a customer's data:
 * every table with a customer_number, and every table that references one of those (postings
 * through their transaction, a policy's documents through the policy). Listed parents first,
 * as the references need them inserted. Read from the schema, so a new area's tables are cloned
 * without a list to keep up to date.
 */
export async function customerTables(tx: Queryable): Promise<{ all: string[]; linked: CustomerTable[] }> {
  const { rows: columns } = await tx.query<{ table_name: string; column_name: string; data_type: string; is_identity: string; is_generated: string }>(
    `SELECT c.table_name, c.column_name, c.data_type, c.is_identity, c.is_generated
       FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' ORDER BY c.table_name, c.ordinal_position`);
  const { rows: references } = await tx.query<Reference>(
    `SELECT t.relname AS "table", a.attname AS "column", rt.relname AS "refTable", ra.attname AS "refColumn"
       FROM pg_constraint k
       JOIN pg_class t ON t.oid = k.conrelid JOIN pg_class rt ON rt.oid = k.confrelid
       JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
       JOIN pg_attribute ra ON ra.attrelid = k.confrelid AND ra.attnum = k.confkey[1]
      WHERE k.contype = 'f' AND cardinality(k.conkey) = 1 AND k.connamespace = 'public'::regnamespace`);
  const { rows: indexed } = await tx.query<{ table: string; column: string; primary: boolean }>(
    `SELECT t.relname AS "table", a.attname AS "column", i.indisprimary AS "primary"
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
      WHERE i.indisunique AND i.indpred IS NULL AND t.relnamespace = 'public'::regnamespace
        AND (i.indisprimary OR i.indnatts = 1)`);

  const names = [...new Set(columns.map((c) => c.table_name))];
  const owned = new Set(names.filter((t) => columns.some((c) => c.table_name === t && c.column_name === 'customer_number')));
  const referencesOf = (t: string) => references.filter((r) => r.table === t && r.refTable !== t);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of names) {
      if (!owned.has(t) && referencesOf(t).some((r) => owned.has(r.refTable))) { owned.add(t); grew = true; }
    }
  }

  const tables = new Map<string, CustomerTable>();
  const belongs = (t: string, alias: string, schema: string): string => {
    if (columns.some((c) => c.table_name === t && c.column_name === 'customer_number')) return `${alias}.customer_number = $1`;
    const inner = `${alias}_r`;
    return referencesOf(t).filter((r) => owned.has(r.refTable))
      .map((r) => `${alias}."${r.column}" IN (SELECT ${inner}."${r.refColumn}" FROM ${schema}."${r.refTable}" ${inner} WHERE ${belongs(r.refTable, inner, schema)})`)
      .join(' OR ');
  };
  for (const t of owned) {
    tables.set(t, {
      name: t,
      columns: columns.filter((c) => c.table_name === t).map((c) => {
        const reference = references.find((r) => r.table === t && r.column === c.column_name);
        const index = indexed.filter((i) => i.table === t && i.column === c.column_name);
        return {
          name: c.column_name,
          text: c.data_type === 'text' || c.data_type === 'character varying',
          identity: c.is_identity === 'YES',
          generated: c.is_generated === 'ALWAYS',
          customerNumber: c.column_name === 'customer_number' || (reference?.refTable === 'customers' && reference.refColumn === 'customer_number'),
          key: Boolean(reference) || index.some((i) => i.primary),
          unique: index.some((i) => !i.primary),
        };
      }),
      belongs: (alias, schema) => belongs(t, alias, schema),
    });
  }

  // Parents first: a table after every owned table it references.
  const linked: CustomerTable[] = [];
  const visit = (t: string, seen: Set<string>) => {
    if (linked.some((l) => l.name === t) || seen.has(t)) return;
    seen.add(t);
    for (const r of references.filter((x) => x.table === t && x.refTable !== t && owned.has(x.refTable))) visit(r.refTable, seen);
    linked.push(tables.get(t) as CustomerTable);
  };
  for (const t of [...owned].sort()) visit(t, new Set());
  return { all: names, linked };
}
