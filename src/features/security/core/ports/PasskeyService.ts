import type { PasskeyOptionsReply, PasskeyRegistrationCredential } from '../../../../../contract/passkeys';
import type { Passkey } from '../domain/Passkey';

/** The customer's passkeys at the bank (Security). Adding and removing are safeguarded operations. */
export interface PasskeyService {
  list(): Promise<Passkey[]>;
  /**
   * A registration challenge (POST /api/security/passkeys/options). Without an escalated token
   * for `operationId` the bank answers a safeguard code (ApiError 403, 6002 with operationId).
   * @throws ApiError 400 4010 when the current password is wrong (checked once stepped up).
   */
  registrationOptions(input: { currentPassword: string }, operationId?: string): Promise<PasskeyOptionsReply>;
  /** Saves the device's new passkey. @throws ApiError 400 4010 when the bank does not accept it. */
  register(input: { challengeId: string; name: string; credential: PasskeyRegistrationCredential }): Promise<Passkey>;
  /**
   * Removes one (a change of factor): the current password, then the safeguard as above.
   * @throws ApiError 404 when the customer has no such passkey (before anything else),
   *         ApiError 400 4010 when the password is missing or wrong (before any code is sent),
   *         ApiError 429 past the bank's limit of password checks.
   */
  remove(id: string, currentPassword: string, operationId?: string): Promise<void>;
}
