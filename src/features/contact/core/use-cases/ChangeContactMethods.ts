import type { Safeguard } from '../../../../kernel/domain/Escalation';
import { emailAddressProblem } from '../../../../../contract/rules/EmailAddress';
import { mobileNumberProblem, phoneNumberProblem } from '../../../../../contract/rules/PhoneNumber';
import { confirmationCodeProblem, type CodeChannel, type CodeSent, type Confirmation, type NewEmail, type NewPhone } from '../domain/ContactChange';
import type { ContactChangeService } from '../ports/ContactChangeService';

/** A field the customer has to fix before the bank is asked; the message is the field's. */
export class ContactFieldProblem extends Error {
  constructor(readonly field: 'number' | 'email' | 'code' | 'password', message: string) {
    super(message);
    this.name = 'ContactFieldProblem';
  }
}

const check = (field: ContactFieldProblem['field'], problem: string | null) => {
  if (problem) throw new ContactFieldProblem(field, problem);
};

export type { Safeguard } from '../../../../kernel/domain/Escalation';

/** Sends a confirmation code to a new mobile (judged by the NZ mobile rule) or email address. */
export class SendConfirmationCode {
  constructor(private readonly changes: ContactChangeService) {}

  async execute(channel: CodeChannel, to: string): Promise<CodeSent> {
    check(channel === 'sms' ? 'number' : 'email', channel === 'sms' ? mobileNumberProblem(to) : emailAddressProblem(to));
    return this.changes.sendCode(channel, to.trim());
  }
}

export const ENTER_CURRENT_PASSWORD = 'Enter your current password';

/** Adds a phone: a mobile with the code sent to it and the current password, a landline without; under the safeguard. */
export class AddPhone {
  constructor(private readonly changes: ContactChangeService, private readonly safeguard: Safeguard) {}

  async execute(phone: NewPhone, confirmation: Confirmation | null): Promise<void> {
    const mobile = phone.type === 'Mobile';
    check('number', mobile ? mobileNumberProblem(phone.number) : phoneNumberProblem(phone.number));
    if (mobile) check('code', confirmation ? confirmationCodeProblem(confirmation.code) : 'Send a code to the number first');
    if (mobile) check('password', phone.currentPassword ? null : ENTER_CURRENT_PASSWORD);
    const answer = mobile && confirmation ? { ...confirmation, code: confirmation.code.trim() } : null;
    const added = { type: phone.type, number: phone.number.trim(), ...(mobile ? { currentPassword: phone.currentPassword } : {}) };
    return this.safeguard((escalation) => this.changes.addPhone(added, answer, escalation));
  }
}

/** Changes the email address with the code sent to it and the current password; under the safeguard. */
export class ChangeEmail {
  constructor(private readonly changes: ContactChangeService, private readonly safeguard: Safeguard) {}

  async execute(change: NewEmail, confirmation: Confirmation): Promise<void> {
    check('email', emailAddressProblem(change.email));
    check('code', confirmationCodeProblem(confirmation.code));
    check('password', change.currentPassword ? null : ENTER_CURRENT_PASSWORD);
    const answer = { ...confirmation, code: confirmation.code.trim() };
    const email = { email: change.email.trim(), currentPassword: change.currentPassword };
    return this.safeguard((escalation) => this.changes.changeEmail(email, answer, escalation));
  }
}
