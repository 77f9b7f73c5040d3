import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The throwaway cluster of scripts/with-postgres.sh, when it is there: crashed with
 * `pg_ctl stop -m immediate` (every server process aborted, no checkpoint, crash recovery at
 * the next start, PostgreSQL's own way to simulate a crash) and started again.
 */
export class PostgresCluster {
  private constructor(private readonly bin: string, private readonly data: string, private readonly options: string,
    private readonly log: string, private readonly runAs: string | undefined) {}

  static fromEnvironment(env: NodeJS.ProcessEnv = process.env): PostgresCluster | null {
    const { PG_BIN, PG_DATA, PG_OPTIONS, PG_LOG } = env;
    return PG_BIN && PG_DATA && PG_OPTIONS && PG_LOG ? new PostgresCluster(PG_BIN, PG_DATA, PG_OPTIONS, PG_LOG, env.PG_RUN_AS) : null;
  }

  crash(): void {
    this.pgCtl(['-D', this.data, '-m', 'immediate', 'stop']);
  }

  start(): void {
    this.pgCtl(['-D', this.data, '-o', this.options, '-l', this.log, '-w', 'start']);
  }

  private pgCtl(args: string[]): void {
    const command = join(this.bin, 'pg_ctl');
    if (this.runAs) execFileSync('runuser', ['-u', this.runAs, '--', command, ...args], { stdio: 'ignore' });
    else execFileSync(command, args, { stdio: 'ignore' });
  }
}
