import type { Database, Queryable } from '../../../../server/platform/db/Database';

interface ForeignKey { table: string; column: string; refTable: string; refColumn: string }

/**
 * Every row that belongs to one customer, found from the schema itself: tables that reference
 * `customers`, and tables that reference those (a transaction through its account, a document
 * through its application), three hops deep. A new table is found without editing the sweep.
 * Returns, per table, its single-column primary key and that key's values for the customer.
 */
export async function customerRows(db: Queryable, customerNumber: string): Promise<Map<string, { key: string; values: string[] }>> {
  const { rows: keys } = await db.query<ForeignKey>(`
    SELECT kcu.table_name AS "table", kcu.column_name AS "column", ccu.table_name AS "refTable", ccu.column_name AS "refColumn"
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
     WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'`);
  const { rows: primaries } = await db.query<{ table: string; column: string }>(`
    SELECT kcu.table_name AS "table", min(kcu.column_name) AS "column"
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
     WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = 'public'
     GROUP BY kcu.table_name HAVING count(*) = 1`);
  const primary = new Map(primaries.map((p) => [p.table, p.column]));
  // Values of each referenced column that belong to the customer, table by table.
  const owned = new Map<string, Map<string, Set<string>>>([['customers', new Map([['customer_number', new Set([customerNumber])]])]]);
  for (let hop = 0; hop < 3; hop += 1) {
    for (const fk of keys) {
      const parents = owned.get(fk.refTable)?.get(fk.refColumn);
      if (!parents?.size || fk.table === 'customers') continue;
      const columns = [...new Set([primary.get(fk.table), ...keys.filter((k) => k.refTable === fk.table).map((k) => k.refColumn)].filter(Boolean))] as string[];
      if (columns.length === 0) continue;
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT ${columns.map((c) => `"${c}"::text AS "${c}"`).join(', ')} FROM "${fk.table}" WHERE "${fk.column}"::text = ANY($1)`, [[...parents]]);
      const byColumn = owned.get(fk.table) ?? new Map<string, Set<string>>();
      for (const column of columns) {
        const set = byColumn.get(column) ?? new Set<string>();
        for (const row of rows) if (row[column] != null) set.add(String(row[column]));
        byColumn.set(column, set);
      }
      owned.set(fk.table, byColumn);
    }
  }
  const result = new Map<string, { key: string; values: string[] }>();
  for (const [table, byColumn] of owned) {
    const key = primary.get(table);
    const values = key ? [...(byColumn.get(key) ?? [])] : [];
    if (key && values.length) result.set(table, { key, values });
  }
  return result;
}

/**
 * Gives the customer one row of every per-customer table they have none of, copied from
 * another customer's row with a new key (the seed gives each demo customer only some kinds):
 * the sweep then has an id of every kind to try. Rows a unique constraint refuses are skipped.
 */
export async function giveOneOfEachKind(db: Database, customerNumber: string): Promise<string[]> {
  const { rows: tables } = await db.query<{ table: string; key: string; type: string }>(`
    SELECT c.table_name AS "table", kcu.column_name AS key, k.data_type AS type
      FROM information_schema.columns c
      JOIN information_schema.table_constraints tc ON tc.table_name = c.table_name AND tc.table_schema = c.table_schema AND tc.constraint_type = 'PRIMARY KEY'
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      JOIN information_schema.columns k ON k.table_name = c.table_name AND k.table_schema = c.table_schema AND k.column_name = kcu.column_name
     WHERE c.table_schema = 'public' AND c.column_name = 'customer_number' AND c.table_name <> 'customers'
       AND (SELECT count(*) FROM information_schema.key_column_usage x WHERE x.constraint_name = tc.constraint_name) = 1`);
  const added: string[] = [];
  for (const { table, key, type } of tables) {
    const mine = await db.query(`SELECT 1 FROM "${table}" WHERE customer_number = $1 LIMIT 1`, [customerNumber]);
    if (mine.rows.length) continue;
    const newKey = type === 'uuid' ? 'gen_random_uuid()'
      : /int/.test(type) ? `(SELECT coalesce(max("${key}"), 0) + 1 FROM "${table}")` : `('sweep-' || md5(random()::text))`;
    // Text columns that must be unique (a policy number) get a fresh value too.
    const { rows: unique } = await db.query<{ column: string }>(`
      SELECT kcu.column_name AS "column" FROM information_schema.table_constraints tc
        JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
        JOIN information_schema.columns c ON c.table_name = kcu.table_name AND c.column_name = kcu.column_name AND c.table_schema = kcu.table_schema
       WHERE tc.table_name = $1 AND tc.table_schema = 'public' AND tc.constraint_type = 'UNIQUE' AND c.data_type = 'text' AND c.column_name <> 'customer_number'`, [table]);
    const fresh = unique.map((u) => `, '${u.column}', 'sweep-' || md5(random()::text)`).join('');
    try {
      await db.transaction(async (tx) => {
        const inserted = await tx.query(
          `INSERT INTO "${table}" SELECT (jsonb_populate_record(NULL::"${table}",
             to_jsonb(r) || jsonb_build_object('${key}', ${newKey}, 'customer_number', $1::text${fresh}))).*
             FROM "${table}" r WHERE r.customer_number <> $1 LIMIT 1 RETURNING 1`, [customerNumber]);
        if (inserted.rows.length) added.push(table);
      });
    } catch {
      // A unique column (a card number, an account number) refuses the copy: that kind stays without a row.
    }
  }
  return added;
}
