import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './Database';

/**
 * PGlite's own start parameters (single-user mode and the rest) plus smaller shared buffers.
 * Postgres's default 128 MB of buffers live inside the WebAssembly memory, which never
 * shrinks: a server touched all of it and sat at 570–640 MB under load. The hot pages (the
 * address index and rows, sessions, the ledger's recent rows) fit in 32 MB; anything else is
 * one read from the data folder's file, which the OS caches (docs/benchmarks.md, "Load").
 * `startParams` replaces the defaults, so they are repeated here, not dropped.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
const OPTIONS = { extensions: { pg_trgm }, startParams: START_PARAMS };

/**
 * Embedded Postgres (PGlite, WebAssembly) persisted in a data folder, or in memory when no
 * folder is given. PGlite is single-connection: statements run one at a time, so callers
 * keep transactions short.
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;

  private constructor(private readonly pg: PGlite) {}

  static async open(dataDir?: string): Promise<PgliteDatabase> {
    const pg = await PGlite.create(dataDir, OPTIONS);
    return new PgliteDatabase(pg);
  }

  /** An in-memory database started from a `dump()` (tests cache their seeded template on disk). */
  static async load(dump: Blob): Promise<PgliteDatabase> {
    return new PgliteDatabase(await PGlite.create({ loadDataDir: dump, ...OPTIONS }));
  }

  /** The whole data folder as an uncompressed tarball, for `load()`. */
  async dump(): Promise<Blob> {
    return this.pg.dumpDataDir('none');
  }

  /** A copy of this database (used by tests to skip migrating and seeding again). */
  async clone(): Promise<PgliteDatabase> {
    return new PgliteDatabase((await this.pg.clone()) as PGlite);
  }

  async query<T>(sql: string, params: readonly unknown[] = []) {
    const result = await this.pg.query<T>(sql, params as unknown[]);
    return { rows: result.rows };
  }

  async exec(sql: string) {
    await this.pg.exec(sql);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction(async (tx) =>
      fn({
        query: async <R>(sql: string, params: readonly unknown[] = []) => ({
          rows: (await tx.query<R>(sql, params as unknown[])).rows,
        }),
        exec: async (sql: string) => {
          await tx.exec(sql);
        },
      }),
    );
  }

  async close() {
    await this.pg.close();
  }
}
