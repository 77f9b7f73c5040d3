import type { BotProof } from '../../../../../contract/bot-check';
import type { ResetCompletion, ResetIdentity } from '../domain/PasswordReset';

/** Self-service password reset (flag CustomerPasswordReset on the server). */
export interface PasswordResetService {
  /**
   * Asks for a code by text message. Answers with a reset id whether or not the details
   * matched (the bank does not say which customer numbers exist); the code arrives only on a
   * match. Rejects with an ApiError on a failed bot check (400), a refused bypass (403),
   * reset being off (404) or too many attempts (429).
   */
  start(identity: ResetIdentity, proof: BotProof): Promise<{ resetId: string }>;
  /** Sets the new password; rejects with an ApiError 400 (4010) for a wrong code or a password the policy refuses. */
  complete(completion: ResetCompletion): Promise<void>;
}
