import type { TokenGrant } from '../domain/TokenGrant';

/** Why a logout happens: the customer chose it, or the inactivity timer ran out (the bank's security log tells them apart). */
export type LogoutReason = 'chosen' | 'inactivity';

/** The bank's token endpoint (POST /token). Holds the access token for the other API ports. */
export interface TokenService {
  /**
   * Logs in with the password grant.
   * @throws LoginFailure('mismatch') when the number or password is wrong,
   *         LoginFailure('locked') when the customer is locked out,
   *         ApiError for anything else (network, 5xx).
   */
  passwordGrant(input: { customerNumber: string; password: string }): Promise<TokenGrant>;

  /**
   * The refresh grant. Uses `refreshToken` when given (the native app's token), else the one
   * this service last received for the native app, else the HttpOnly SessionStore cookie.
   * The refresh token rotates on every call. `freshSession` restarts the full-privilege
   * window; `forceLowPriv` is logout: the bank revokes the session and answers lowprivIn 0,
   * recording `logoutReason`.
   * @throws ApiError (400 invalid_grant) when the refresh token is missing, used or revoked.
   */
  refresh(input: { forceLowPriv: boolean; freshSession: boolean; refreshToken?: string; logoutReason?: LogoutReason }): Promise<TokenGrant>;

  /**
   * The escalation grant: exchanges the SMS code for a short-lived token that only the
   * operation `operationId` accepts. The service sends it with that operation's retry.
   * @throws EscalationFailure('wrong-code') or EscalationFailure('expired').
   */
  escalate(input: { challengeResponse: string; operationId: string }): Promise<void>;

  /** Forgets every token held in memory (logout, expiry). */
  forget(): void;
}
