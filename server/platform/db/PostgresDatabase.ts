import pg from 'pg';
import type { Database, Queryable } from './Database';

// Postgres returns bigint (int8) as a string by default; balances are cents well inside
// Number.MAX_SAFE_INTEGER, and PGlite already returns numbers, so both engines agree.
pg.types.setTypeParser(20, (value) => Number(value));

/** A real PostgreSQL server reached through DATABASE_URL, with a small connection pool. */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;

  constructor(private readonly pool: pg.Pool) {
    // An idle connection that the server ends (a restart, DROP DATABASE … WITH (FORCE) in the
    // tests) makes the pool emit 'error'; without a listener that would crash the process.
    // The pool has already dropped that connection and opens a new one when next needed.
    pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
  }

  static open(connectionString: string): PostgresDatabase {
    return new PostgresDatabase(new pg.Pool({ connectionString, max: 10 }));
  }

  async query<T>(sql: string, params: readonly unknown[] = []) {
    const result = await this.pool.query(sql, params as unknown[]);
    return { rows: result.rows as T[] };
  }

  async exec(sql: string) {
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({
        query: async <R>(sql: string, params: readonly unknown[] = []) => ({
          rows: (await client.query(sql, params as unknown[])).rows as R[],
        }),
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  async close() {
    await this.pool.end();
  }
}
