/**
 * Full page loads: handing a path to the server (the hand-off list) or leaving
 * for the bank's public site. Whether the connection is secure decides the hand-off.
 */
export interface PageLoader {
  /** True on HTTPS; plain HTTP is local development, where hand-off paths render client-side. */
  isSecureConnection(): boolean;
  /** Leaves the single-page app: loads `url` (a path or an absolute URL) as a new page. */
  load(url: string): void;
}
