/**
 * The access token, in memory only (never storage, never observable state). Shared by the
 * token adapter, which writes it, and the HTTP client, which sends it as a bearer.
 */
export class BearerTokenHolder {
  private token: string | null = null;
  private issuedAt: number | null = null;

  set(token: string, issuedAt: number): void {
    this.token = token;
    this.issuedAt = issuedAt;
  }

  get(): string | null {
    return this.token;
  }

  /** When the current token was issued (ms since epoch), or null. */
  issuedAtMs(): number | null {
    return this.issuedAt;
  }

  clear(): void {
    this.token = null;
    this.issuedAt = null;
  }
}
