import { emailAddressProblem } from '../../../../../contract/rules/EmailAddress';
import { mobileNumberProblem, phoneNumberProblem } from '../../../../../contract/rules/PhoneNumber';
import { confirmationCodeProblem, type CodeChannel, type CodeSent, type Confirmation, type PhoneType } from '../domain/ContactChange';
import type { ContactChangeService } from '../ports/ContactChangeService';

/** A field the customer has to fix before the bank is asked; the message is the field's. */
export class ContactFieldProblem extends Error {
  constructor(readonly field: 'number' | 'email' | 'code', message: string) {
    super(message);
    this.name = 'ContactFieldProblem';
  }
}

const check = (field: ContactFieldProblem['field'], problem: string | null) => {
  if (problem) throw new ContactFieldProblem(field, problem);
};

/** Runs an operation under the SMS safeguard (the escalation area's RunSafeguarded with its dialog). */
export type Safeguard = <T>(operation: (operationId?: string) => Promise<T>) => Promise<T>;

/** Sends a confirmation code to a new mobile (judged by the NZ mobile rule) or email address. */
export class SendConfirmationCode {
  constructor(private readonly changes: ContactChangeService) {}

  async execute(channel: CodeChannel, to: string): Promise<CodeSent> {
    check(channel === 'sms' ? 'number' : 'email', channel === 'sms' ? mobileNumberProblem(to) : emailAddressProblem(to));
    return this.changes.sendCode(channel, to.trim());
  }
}

/** Adds a phone: a mobile with the code sent to it, a landline without; under the safeguard. */
export class AddPhone {
  constructor(private readonly changes: ContactChangeService, private readonly safeguard: Safeguard) {}

  async execute(phone: { type: PhoneType; number: string }, confirmation: Confirmation | null): Promise<void> {
    const mobile = phone.type === 'Mobile';
    check('number', mobile ? mobileNumberProblem(phone.number) : phoneNumberProblem(phone.number));
    if (mobile) check('code', confirmation ? confirmationCodeProblem(confirmation.code) : 'Send a code to the number first');
    const answer = mobile && confirmation ? { ...confirmation, code: confirmation.code.trim() } : null;
    return this.safeguard((escalation) => this.changes.addPhone({ type: phone.type, number: phone.number.trim() }, answer, escalation));
  }
}

/** Changes the email address with the code sent to it; under the safeguard. */
export class ChangeEmail {
  constructor(private readonly changes: ContactChangeService, private readonly safeguard: Safeguard) {}

  async execute(email: string, confirmation: Confirmation): Promise<void> {
    check('email', emailAddressProblem(email));
    check('code', confirmationCodeProblem(confirmation.code));
    const answer = { ...confirmation, code: confirmation.code.trim() };
    return this.safeguard((escalation) => this.changes.changeEmail(email.trim(), answer, escalation));
  }
}
