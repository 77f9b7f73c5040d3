import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** Debian's client programs: PG_BIN (e.g. /usr/lib/postgresql/15/bin) or the PATH. */
const program = (name: string) => (process.env.PG_BIN ? join(process.env.PG_BIN, name) : name);

/** pg_dump in its custom format (compressed, restorable table by table) of the DATABASE_URL database. */
export function backupPostgres(databaseUrl: string, file: string): void {
  execFileSync(program('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, databaseUrl], { stdio: 'inherit' });
}

/**
 * pg_restore into the DATABASE_URL database: what the backup holds replaces what is there
 * (--clean --if-exists), in one transaction, so a failed restore changes nothing.
 */
export function restorePostgres(file: string, databaseUrl: string): void {
  execFileSync(program('pg_restore'), [
    '--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${databaseUrl}`, file,
  ], { stdio: 'inherit' });
}
