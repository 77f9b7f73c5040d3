import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * A PGlite backup is the whole data folder as a gzipped tarball (PGlite's own dumpDataDir):
 * PostgreSQL's files as they are once the database is opened and checkpointed, so it restores
 * byte for byte, indexes, sequences and all. PGlite is one process: stop the server first.
 */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) throw new Error(`No PGlite database in ${dataDir}.`);
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    await pg.exec('CHECKPOINT');
    const tarball = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, tarball);
    return tarball.length;
  } finally {
    await pg.close();
  }
}

/** Restores a backup into an empty (or missing) data folder; it refuses to overwrite a database. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: move it away (or delete it) before restoring into it.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { loadDataDir: new Blob([readFileSync(file)]), extensions: { pg_trgm } });
  await pg.close();
}
