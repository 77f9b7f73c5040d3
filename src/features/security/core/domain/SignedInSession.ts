/** A place the customer is signed in (Security, "where you're logged in"). */
export interface SignedInSession {
  id: string;
  /** 'iPhone', 'Windows computer' … */
  device: string;
  /** 'Safari', 'Chrome' … */
  browser: string;
  /** ISO 8601 instants, shown in Pacific/Auckland. */
  signedInAt: string;
  lastActiveAt: string;
  /** This browser's own session. */
  current: boolean;
  /** Sessions of this device folded into its one row (a browser that logged in many times is one place). */
  sessionCount: number;
}
