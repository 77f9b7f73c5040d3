import type { Queryable } from '../db/Database';

// What requireCustomer needs to know about a bearer token. The session area issues tokens and the
// escalation area opens step-up operations, the scam area keeps the banking lock; platform knows none, so the composition root
// hands their answers in here (useCustomerAccess) when it builds the app.

export type Privilege = 'full' | 'low' | 'escalated';

export interface AccessGrant {
  sessionId: string;
  customerNumber: string;
  /** 'low' once the full-privilege time has passed, whatever the token was issued as. */
  privilege: Privilege;
  /** The operation an escalated token was issued for; null for every other token. */
  operationId: string | null;
}

/**
 * `expired`: the token ran out or its session was revoked (the client's "session timeout");
 * `escalation-expired`: an escalated token past its 5 minutes, on a session still alive.
 */
export type AccessLookup =
  | { status: 'valid'; grant: AccessGrant }
  | { status: 'expired' }
  | { status: 'escalation-expired'; grant: AccessGrant }
  | { status: 'unknown' };

export interface CustomerAccess {
  /** The token's grant, checked against its session's lifetimes on every call. */
  findAccess(db: Queryable, token: string): Promise<AccessLookup>;
  /** Whether an escalated token's operation is still open (not run, not voided); falsy when not. */
  openEscalatedOperation(db: Queryable, input: { operationId: string; sessionId: string }): Promise<unknown>;
  /** When "Lock my banking" locked this customer's banking; null when it is not locked. */
  bankingLockedAt(db: Queryable, customerNumber: string): Promise<Date | null>;
}

let access: CustomerAccess | null = null;

/** Called once by the composition root (server/app/buildApp.ts) before any route is served. */
export function useCustomerAccess(given: CustomerAccess): void {
  access = given;
}

export function customerAccess(): CustomerAccess {
  if (!access) throw new Error('useCustomerAccess must run before requireCustomer serves a request');
  return access;
}
