/** The browser's stable id (ClientBrowserId), sent as Basic auth to /token. */
export interface BrowserIdentity {
  /** Returns the id, creating and remembering one on first use. */
  id(): string;
}
