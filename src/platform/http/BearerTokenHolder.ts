/**
 * Tokens in memory only (never storage, never observable state): the access token, the
 * escalated tokens (each good for one operation), and in the webview the rotating refresh
 * token the native app handed over. Written by the token adapter, read by the HTTP client.
 */
export class BearerTokenHolder {
  private token: string | null = null;
  private issuedAt: number | null = null;
  private readonly escalated = new Map<string, string>();
  private nativeRefresh: string | null = null;

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

  /** Keeps the escalated token for one operation (the bank accepts it for 5 minutes, for that operation only). */
  setEscalated(operationId: string, token: string): void {
    this.escalated.set(operationId, token);
  }

  escalatedFor(operationId: string): string | null {
    return this.escalated.get(operationId) ?? null;
  }

  /** The latest refresh token the bank returned for the native app (webview only). */
  setNativeRefreshToken(token: string | null): void {
    this.nativeRefresh = token;
  }

  nativeRefreshToken(): string | null {
    return this.nativeRefresh;
  }

  clear(): void {
    this.token = null;
    this.issuedAt = null;
    this.escalated.clear();
    this.nativeRefresh = null;
  }
}
