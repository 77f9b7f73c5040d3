import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withoutUnusedWal } from '../../support/withoutUnusedWal';

const SEGMENT = (n: number) => `0000000100000000000000${n.toString(16).toUpperCase().padStart(2, '0')}`;

/** The names and contents GNU tar itself reads back from a tarball. */
function unpacked(tar: Buffer): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'kowhai-tar-'));
  try {
    writeFileSync(join(dir, 'in.tar'), tar);
    const names = execFileSync('tar', ['tf', 'in.tar'], { cwd: dir, encoding: 'utf8' }).split('\n').filter((name) => name && !name.endsWith('/'));
    mkdirSync(join(dir, 'out'));
    execFileSync('tar', ['xf', '../in.tar'], { cwd: join(dir, 'out') });
    return Object.fromEntries(names.map((name) => [name, readFileSync(join(dir, 'out', name)).toString('hex')]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('withoutUnusedWal (what a cached PGlite template keeps of pg_wal)', () => {
  it('drops the segments before the redo point and after the insert point, and tar reads every other file whole', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kowhai-tar-'));
    try {
      mkdirSync(join(dir, 'pg_wal', 'archive_status'), { recursive: true });
      mkdirSync(join(dir, 'pg_xact'));
      for (const n of [0x0a, 0x0b, 0x0c, 0x0d]) writeFileSync(join(dir, 'pg_wal', SEGMENT(n)), Buffer.concat([Buffer.from(`segment ${n}`), Buffer.alloc(5000)]));
      writeFileSync(join(dir, 'pg_xact', '0000'), Buffer.alloc(8192)); // zeros, and needed
      writeFileSync(join(dir, 'PG_VERSION'), '18\n');
      const tar = execFileSync('tar', ['--format=ustar', '-cf', '-', 'pg_wal', 'pg_xact', 'PG_VERSION'], { cwd: dir });

      const slim = withoutUnusedWal(tar, { first: SEGMENT(0x0b), last: SEGMENT(0x0c) });

      const before = unpacked(tar);
      const after = unpacked(slim);
      expect(Object.keys(after).sort()).toEqual(['PG_VERSION', `pg_wal/${SEGMENT(0x0b)}`, `pg_wal/${SEGMENT(0x0c)}`, 'pg_xact/0000']);
      for (const name of Object.keys(after)) expect(after[name]).toBe(before[name]);
      expect(slim.length).toBeLessThan(tar.length - 2 * 5000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
