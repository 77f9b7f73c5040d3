import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_FILE = 'one-time-code.key';

/**
 * The server key one-time codes are HMAC'd under: ONE_TIME_CODE_KEY when set (every instance
 * sharing a database must share it), otherwise a random key kept in the data folder (created
 * once, readable by the owner only), or null when there is no data folder (in memory: the
 * process's own random key serves). The key never goes in the database, so a copy of the
 * database holds no code.
 */
export function resolveCodeKey(input: { configured: string | undefined; dataDir: string | null }): Buffer | null {
  if (input.configured) return Buffer.from(input.configured, 'utf8');
  if (!input.dataDir) return null;
  const file = join(input.dataDir, KEY_FILE);
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(input.dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another instance on the same folder wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    throw error;
  }
  chmodSync(file, 0o600);
  return key;
}
