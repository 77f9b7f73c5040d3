import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What must never reach a browser: server code, database access, secrets, one-time codes. */
export const LEAK_PATTERNS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'server code (Fastify)', pattern: /fastify/i },
  { name: 'database code (PGlite or pg)', pattern: /@electric-sql\/pglite|\bpg-protocol\b/ },
  { name: 'password hashing (argon2)', pattern: /argon2/i },
  { name: 'a password hash column', pattern: /password_hash/ },
  { name: 'a connection string', pattern: /postgres(ql)?:\/\/[^'"\s]+/ },
  { name: 'a private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { name: 'a Node built-in module', pattern: /require\(["']node:/ },
  { name: 'an environment secret', pattern: /process\.env\.(DATABASE_URL|OTP_KEY|[A-Z_]*SECRET)/ },
];

/** Every leak in the built files under `dir`, as "file: what". */
export function findBundleLeaks(dir: string): string[] {
  const leaks: string[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) { walk(full); continue; }
      if (!/\.(js|css|html)$/.test(name)) continue;
      const text = readFileSync(full, 'utf8');
      for (const { name: what, pattern } of LEAK_PATTERNS) if (pattern.test(text)) leaks.push(`${full}: ${what}`);
    }
  };
  walk(dir);
  return leaks;
}
