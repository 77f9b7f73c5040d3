/**
 * One Idempotency-Key per submitted form: the same request sent again (a retry after no
 * answer, a second click) reuses the key, so the bank pays once; a changed form, or a form
 * the bank has already answered, gets a new key.
 */
export class IdempotencyKeys {
  private current: { key: string; request: string } | null = null;

  constructor(private readonly newKey: () => string) {}

  keyFor(request: unknown): string {
    const fingerprint = JSON.stringify(request);
    if (this.current?.request !== fingerprint) this.current = { key: this.newKey(), request: fingerprint };
    return this.current.key;
  }

  /** The bank answered the request: the next submission is a new one. */
  settled(): void {
    this.current = null;
  }
}
