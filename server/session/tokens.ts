import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: unguessable bearer and refresh tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed; SHA-256 is enough because the tokens themselves are random. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
