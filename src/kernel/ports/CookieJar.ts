/** Options for a cookie the client writes; the path is always /. */
export interface CookieOptions {
  /** Lifetime in seconds; absent means a session cookie. */
  maxAgeSeconds?: number;
}

/** The cookies script may read and write (never the HttpOnly SessionStore refresh cookie). */
export interface CookieJar {
  /** The cookie's value, or null. */
  read(name: string): string | null;
  /** Writes a cookie with path /, SameSite=Strict, and Secure on HTTPS. */
  write(name: string, value: string, options?: CookieOptions): void;
  /** Deletes a cookie (path /). */
  remove(name: string): void;
}
