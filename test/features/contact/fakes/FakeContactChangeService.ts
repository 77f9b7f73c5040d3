import { emailAddressProblem, normaliseEmailAddress } from '../../../../contract/rules/EmailAddress';
import { formatNzPhoneNumber, mobileNumberProblem, phoneNumberProblem } from '../../../../contract/rules/PhoneNumber';
import type { CodeChannel, CodeSent, Confirmation, NewEmail, NewPhone, PhoneRemoval } from '../../../../src/features/contact/core/domain/ContactChange';
import type { ContactChangeService } from '../../../../src/features/contact/core/ports/ContactChangeService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { hasMobilePhone, isMobile } from '../../../../src/kernel/domain/Contact';
import { FakeContactService } from '../../../kernel/fakes/FakeContactService';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

/** Every demo customer's password (as in the sandbox). */
export const FAKE_PASSWORD = 'Kowhai-2026!';
const invalid = (message: string) => new ApiError(400, 4010, { NativeErrorCode: 4010, message });

/**
 * Phone and email changes in memory with the sandbox's rules: a mobile and an email take the
 * current password (FAKE_PASSWORD) as well as the code, and so does removing a mobile; a code confirms the one number or
 * address it was sent to, once; a wrong code is 400; a number already held is 409; a customer
 * with a mobile, or with no mobile but an email, must pass the safeguard (403 6002 until
 * `escalate`, `sentBy` 'sms' or 'email'); removing a number the
 * customer lacks is 404, their only mobile 409. Changes land in `contacts`.
 */
export class FakeContactChangeService implements ContactChangeService {
  loggedIn = true;
  /** Codes "sent", newest last: what a person would read on their phone or in their inbox. */
  readonly sent: Array<CodeSent & { to: string; code: string }> = [];
  private readonly used = new Set<string>();
  private seq = 0;

  constructor(readonly contacts = new FakeContactService(), readonly safeguard = new FakeSafeguard()) {}

  escalate(operationId: string): void {
    this.safeguard.verify(operationId, this.safeguard.codeFor(operationId) ?? '');
  }

  async sendCode(channel: CodeChannel, to: string): Promise<CodeSent> {
    this.guard();
    const problem = channel === 'sms' ? mobileNumberProblem(to) : emailAddressProblem(to);
    if (problem) throw invalid(problem);
    this.seq += 1;
    const address = channel === 'sms' ? formatNzPhoneNumber(to) : normaliseEmailAddress(to);
    const sent = { operationId: `confirm-${this.seq}`, sentTo: address.replace(/^(.).*@/, '$1***@'), to: address, code: String(314159 + this.seq).slice(-6) };
    this.sent.push(sent);
    return { operationId: sent.operationId, sentTo: sent.sentTo };
  }

  async addPhone(phone: NewPhone, confirmation: Confirmation | null, escalation?: string): Promise<void> {
    this.guard();
    const problem = phone.type === 'Mobile' ? mobileNumberProblem(phone.number) : phoneNumberProblem(phone.number);
    if (problem) throw invalid(problem);
    const number = formatNzPhoneNumber(phone.number);
    if (this.contacts.peek().phones.some((p) => formatNzPhoneNumber(p.number) === number)) {
      throw new ApiError(409, null, { message: `${number} is already one of your phone numbers.` });
    }
    if (phone.type === 'Mobile' && phone.currentPassword !== FAKE_PASSWORD) throw invalid('Your current password is incorrect.');
    if (phone.type === 'Mobile') this.confirm(number, confirmation);
    this.safeguarded(escalation, confirmation);
    this.contacts.record({ phone: { type: phone.type, number } });
  }

  async removePhone({ number, currentPassword }: PhoneRemoval, escalation?: string): Promise<void> {
    this.guard();
    const digits = (n: string) => n.replace(/\D/g, '');
    const phones = this.contacts.peek().phones;
    const phone = phones.find((p) => digits(p.number) === digits(number));
    if (!digits(number) || !phone) {
      throw digits(number) ? new ApiError(404, null, { message: "That isn't one of your phone numbers." }) : invalid('Enter the phone number to remove.');
    }
    if (isMobile(phone) && phones.filter(isMobile).length === 1) {
      throw new ApiError(409, null, { message: 'Add another mobile number before you remove this one. We send your one-time codes to it.' });
    }
    if (isMobile(phone) && currentPassword !== FAKE_PASSWORD) throw invalid('Your current password is incorrect.');
    this.safeguarded(escalation, null);
    this.contacts.record({ removedPhone: phone.number });
  }

  async changeEmail({ email, currentPassword }: NewEmail, confirmation: Confirmation, escalation?: string): Promise<void> {
    this.guard();
    const problem = emailAddressProblem(email);
    if (problem) throw invalid(problem);
    if (currentPassword !== FAKE_PASSWORD) throw invalid('Your current password is incorrect.');
    const address = normaliseEmailAddress(email);
    this.confirm(address, confirmation);
    this.safeguarded(escalation, confirmation);
    this.contacts.record({ email: address });
  }

  private confirm(to: string, confirmation: Confirmation | null): void {
    if (!confirmation) throw invalid('operationId and code are required for a mobile: send a code to the number first.');
    const sent = this.sent.find((s) => s.operationId === confirmation.operationId);
    if (!sent || sent.to !== to || this.used.has(sent.operationId)) throw invalid('That code has expired or was used up. Send a new code.');
    if (sent.code !== confirmation.code) throw invalid("That code isn't right. Check it and try again.");
  }

  /** The confirmation is kept until the change runs, so the retry after escalation still holds it. */
  private safeguarded(escalation: string | undefined, confirmation: Confirmation | null): void {
    const contact = this.contacts.peek();
    // A factor the customer already had: their mobile, else (for a contact change) their email.
    const stepUpBy = hasMobilePhone(contact) ? 'sms' : contact.email ? 'email' : null;
    if (stepUpBy && !(escalation && this.safeguard.isEscalated(escalation) && !this.used.has(escalation))) {
      const { operationId } = this.safeguard.issue();
      const sentTo = stepUpBy === 'sms' ? '021 *** 0101' : (contact.email ?? '').replace(/^(.).*@/, '$1***@');
      throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent a 6-digit code.', operationId, sentBy: stepUpBy, sentTo });
    }
    if (escalation) this.used.add(escalation);
    if (confirmation) this.used.add(confirmation.operationId);
  }

  private guard(): void {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
