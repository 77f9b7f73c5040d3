/**
 * The one database interface the sandbox server uses. Two implementations exist,
 * `PgliteDatabase` (embedded, the default) and `PostgresDatabase` (DATABASE_URL), and
 * both speak the same SQL, so migrations, seeds and routes never know which one runs.
 */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2 …) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `fn` inside one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Which engine answers, for logs and the benchmark notes. */
  readonly kind: 'pglite' | 'postgres';
}
