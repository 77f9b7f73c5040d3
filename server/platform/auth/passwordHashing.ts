import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum the isolated-modules build cannot read). */
const ARGON2ID = 2 as Algorithm;

/**
 * The one place password hashing is configured: argon2id with OWASP's parameters (19 MiB,
 * 2 passes, 1 lane), pinned rather than left to the library's defaults, so a library upgrade
 * never changes them silently. A stored hash made with other parameters is rehashed at the
 * customer's next successful login (see needsRehash).
 */
export const ARGON2_PARAMETERS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const PHC_PARAMETERS = `$argon2id$v=19$m=${ARGON2_PARAMETERS.memoryCost},t=${ARGON2_PARAMETERS.timeCost},p=${ARGON2_PARAMETERS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMETERS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with other parameters than today's. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(PHC_PARAMETERS);
}

let dummy: Promise<string> | null = null;

/**
 * A hash of nothing anyone knows, checked for an unknown customer number, so that answer takes
 * as long as a wrong password for a real one: timing does not tell which numbers exist.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`no customer has this password ${Math.random()}`);
  return dummy;
}
