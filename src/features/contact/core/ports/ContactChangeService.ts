import type { CodeChannel, CodeSent, Confirmation, NewEmail, NewPhone, PhoneRemoval } from '../domain/ContactChange';

/**
 * Adding and removing phones and changing the email (POST /api/contact/codes, POST and
 * DELETE /api/contact/phones, PUT /api/contact/email). A new mobile or email is confirmed with a code sent to it. The
 * bank may also ask for the SMS safeguard (403, NativeErrorCode 6002 with an operationId);
 * the caller retries with that operation's id once escalated. Failures reject with an
 * ApiError: 400 (4010) for a number, address or code it will not take, 409 for a phone the
 * customer already has, 401 (7009) without a login.
 */
export interface ContactChangeService {
  /** Sends a confirmation code to a new mobile number or email address. */
  sendCode(channel: CodeChannel, to: string): Promise<CodeSent>;
  /**
   * Adds a phone; a mobile needs the confirmation of a code sent to it and the current password
   * (400 "Your current password is incorrect." otherwise), a landline neither. A new mobile
   * receives no security codes until its cooling-off period (24 hours) has passed.
   */
  addPhone(phone: NewPhone, confirmation: Confirmation | null, escalation?: string): Promise<void>;
  /**
   * Removes one of the customer's phones (digits compared). 404 for a number they do not have,
   * 409 for their only mobile (one-time codes go to it); a mobile takes the current password
   * (400 "Your current password is incorrect." otherwise).
   */
  removePhone(removal: PhoneRemoval, escalation?: string): Promise<void>;
  /** Replaces the email address, confirmed with a code sent to it and the current password. */
  changeEmail(change: NewEmail, confirmation: Confirmation, escalation?: string): Promise<void>;
}
