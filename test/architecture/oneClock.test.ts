import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SQL_TIME_READS, LAST_MIGRATION_BEFORE_THE_CLOCK } = require('../../scripts/lint/sqlTimeReads.cjs') as { SQL_TIME_READS: string; LAST_MIGRATION_BEFORE_THE_CLOCK: number };

const ROOT = join(__dirname, '..', '..');
const FIXTURES = join(__dirname, 'fixtures', 'clock');
const MIGRATIONS = join(ROOT, 'server', 'platform', 'db', 'migrations');

/** The lines ESLint flags in a fixture, with the project's own config (the fixtures are ignored by `npm run lint`). */
function flaggedLines(file: string): number[] {
  let output: string;
  try {
    output = execFileSync('npx', ['eslint', '--no-ignore', '--format', 'json', join(FIXTURES, file)], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as Array<{ messages: Array<{ line: number; ruleId: string }> }>;
  return (result?.messages ?? []).filter((m) => /no-restricted-(properties|syntax)/.test(m.ruleId)).map((m) => m.line);
}

/** The lines of a .sql file that read the machine's time (comments aside). */
function sqlTimeReads(sql: string): number[] {
  const pattern = new RegExp(SQL_TIME_READS, 'i');
  return sql.split('\n').flatMap((line, i) => (pattern.test(line.replace(/--.*$/, '')) ? [i + 1] : []));
}

describe('one clock: nothing reads the machine time behind its back', () => {
  it('the lint flags every way TypeScript or its SQL strings read the time', () => {
    expect(flaggedLines('readsTheMachine.ts')).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  }, 60_000);

  it('the lint leaves the clock-reading code alone', () => {
    expect(flaggedLines('readsTheClock.ts')).toEqual([]);
  }, 60_000);

  it('the check of migrations flags a now() default', () => {
    expect(sqlTimeReads(readFileSync(join(FIXTURES, 'readsTheMachine.sql'), 'utf8'))).toEqual([2]);
  });

  it('no migration written since the clock reads the machine time', () => {
    const later = readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql') && Number(f.slice(0, 3)) > LAST_MIGRATION_BEFORE_THE_CLOCK);
    const offenders = later.filter((f) => sqlTimeReads(readFileSync(join(MIGRATIONS, f), 'utf8')).length > 0);
    expect(offenders).toEqual([]);
  });
});
