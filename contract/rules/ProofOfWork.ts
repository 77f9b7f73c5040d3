/**
 * The bot check's puzzle, the same on both sides: find a nonce such that SHA-256 of
 * `${challengeId}:${salt}:${nonce}` starts with `difficulty` zero bits. A browser spends a
 * moment on it; a script sending thousands of submits spends thousands of moments. The browser
 * hashes with `sha256` (Sha256.ts, synchronous: see why there), the server with node:crypto.
 */
export function proofInput(challengeId: string, salt: string, nonce: number): string {
  return `${challengeId}:${salt}:${nonce}`;
}

/** Whether the digest starts with at least `bits` zero bits. */
export function hasLeadingZeroBits(digest: Uint8Array, bits: number): boolean {
  let remaining = bits;
  for (const byte of digest) {
    if (remaining <= 0) return true;
    if (remaining >= 8) {
      if (byte !== 0) return false;
      remaining -= 8;
    } else {
      return byte >> (8 - remaining) === 0;
    }
  }
  return remaining <= 0;
}
