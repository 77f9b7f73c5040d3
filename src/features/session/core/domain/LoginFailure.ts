import { BRAND } from '../../../../../contract/rules/brand';

/**
 * Why a login did not succeed, and the spec's words for each.
 * `one-time-password` never reaches the server; `locked` comes from the server or from
 * three failures in a row.
 */
export type LoginFailureReason = 'mismatch' | 'locked' | 'one-time-password' | 'unavailable' | 'passkey';

export const LOGIN_MESSAGES: Record<LoginFailureReason, string> = {
  mismatch: "Sorry, your customer number or password doesn't match our records. Please try again.",
  locked: "That's too many unsuccessful attempts and your account is now locked. Please reset your password.",
  'one-time-password': "It appears you're trying to log in with a one-time password. Please go to the login page and try again.",
  passkey: "Sorry, that passkey wasn't accepted. Please try again, or log in with your customer number and password.",
  unavailable: `Sorry, something went wrong while trying to login. Please try again later, or call ${BRAND.phone} if you continue to experience this problem.`,
};

/**
 * Said under the mismatch message when one more wrong password locks this device (the spec
 * names the lock's words but not a warning; this is what the customer needs before it).
 */
export const LAST_ATTEMPT_WARNING = 'You have one attempt left before your login is locked.';

export class LoginFailure extends Error {
  /** For a mismatch: wrong passwords this device may still try before it is locked, when the bank says. */
  constructor(readonly reason: LoginFailureReason, readonly attemptsRemaining: number | null = null) {
    super(LOGIN_MESSAGES[reason]);
    this.name = 'LoginFailure';
  }

  get lastAttempt(): boolean {
    return this.reason === 'mismatch' && this.attemptsRemaining === 1;
  }
}
