import type { SignedInSession } from '../domain/SignedInSession';

/** The customer's signed-in sessions. Every method throws ApiError on failure. */
export interface SessionsService {
  /** The sessions still signed in, this one first, then the most recently active. */
  list(): Promise<SignedInSession[]>;
  /** Ends every other session: their tokens stop working at once. This one goes on. */
  logOutOthers(): Promise<void>;
  /** Ends every session of the device whose row this is (never this device's: that is Log out). */
  logOut(sessionId: string): Promise<void>;
}
