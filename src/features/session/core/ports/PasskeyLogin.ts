import type { PasskeyAssertion, PasskeyOptionsReply } from '../../../../../contract/passkeys';
import type { TokenGrant } from '../domain/TokenGrant';

/** Logging in with a passkey: a challenge from the bank, then the passkey grant of POST /token. */
export interface PasskeyLogin {
  /** A one-time login challenge (POST /api/session/passkey-options): discoverable, no customer number sent. */
  passkeyLoginOptions(): Promise<PasskeyOptionsReply>;
  /**
   * The passkey grant; `customerNumber` when typed (the passkey must then be theirs).
   * @throws LoginFailure('passkey') when the bank does not accept it, ApiError otherwise.
   */
  passkeyGrant(input: { challengeId: string; assertion: PasskeyAssertion; customerNumber?: string }): Promise<TokenGrant>;
}
