import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's newest installed PostgreSQL (apt-get install postgresql), or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Cluster { url: string; version: string; stop(): void }

/**
 * A throwaway cluster with initdb's defaults, as scripts/test-postgres.sh starts one:
 * trust authentication on loopback, owned by the postgres user when we are root (PostgreSQL
 * refuses to run as root), removed by stop().
 */
export async function startCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'kowhai-load-pg-'));
  const root = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => (root
    ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
    : execFileSync(join(bin, command), args, { stdio: 'pipe' })).toString();
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    chownSync(dir, uid, uid);
  }
  const port = await freePort();
  run('initdb', ['-D', join(dir, 'data'), '-U', 'kowhai', '--auth=trust']);
  run('pg_ctl', ['-D', join(dir, 'data'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://kowhai@127.0.0.1:${port}/postgres`,
    version: run('postgres', ['--version']).trim(),
    stop: () => {
      run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
