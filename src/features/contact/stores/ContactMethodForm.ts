import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../kernel/domain/ApiError';
import { SafeguardBlocked } from '../../../kernel/domain/Escalation';
import type { CodeSent, PhoneType } from '../core/domain/ContactChange';
import { ContactFieldProblem, type AddPhone, type ChangeEmail, type SendConfirmationCode } from '../core/use-cases/ChangeContactMethods';

export const CONTACT_METHOD_MESSAGES = {
  failed: "Sorry, we couldn't save that right now. Please try again later.",
  sendFailed: "Sorry, we couldn't send a code right now. Please try again later.",
  cancelled: 'Nothing was changed.',
} as const;

export interface ContactMethodCases {
  sendCode: SendConfirmationCode;
  addPhone: AddPhone;
  changeEmail: ChangeEmail;
  /** After a save: the contact details are read again. */
  saved: () => Promise<void>;
}

type Field = ContactFieldProblem['field'];

/**
 * Adding a phone or changing the email: enter it, (for a mobile or email) send a code to it
 * and type that code, then save. Problems show on their field; the bank's 400 message (a
 * wrong code, a number it will not take) shows on the field it concerns.
 */
export class ContactMethodForm {
  type: PhoneType;
  value = '';
  code = '';
  /** A mobile is a factor and the email is where notices go: changing either takes the current password too. */
  password = '';
  sent: CodeSent | null = null;
  busy = false;
  problems: Partial<Record<Field, string>> = {};
  error: string | null = null;

  constructor(readonly kind: 'phone' | 'email', private readonly cases: ContactMethodCases, type: PhoneType = 'Mobile') {
    this.type = type;
    makeAutoObservable<this, 'cases'>(this, { kind: false, cases: false }, { autoBind: true });
  }

  /** A mobile number and an email address are confirmed with a code; a landline is not. */
  get needsCode(): boolean {
    return this.kind === 'email' || this.type === 'Mobile';
  }

  setType(type: PhoneType): void {
    this.type = type;
    this.sent = null;
    this.problems = {};
  }

  setValue(value: string): void {
    this.value = value;
    // A code confirms one number or address: a new one needs a new code.
    this.sent = null;
    this.code = '';
  }

  setCode(code: string): void {
    this.code = code;
  }

  setPassword(password: string): void {
    this.password = password;
  }

  /** The current password is asked with the code for a new mobile or email address. */
  get needsPassword(): boolean {
    return this.kind === 'email' || this.type === 'Mobile';
  }

  async sendCode(): Promise<void> {
    await this.run(CONTACT_METHOD_MESSAGES.sendFailed, async () => {
      const sent = await this.cases.sendCode.execute(this.kind === 'email' ? 'email' : 'sms', this.value);
      runInAction(() => { this.sent = sent; this.code = ''; });
    });
  }

  /** Saves; resolves true when the bank has the new phone or email. */
  async save(): Promise<boolean> {
    if (this.needsCode && !this.sent) {
      await this.sendCode();
      return false;
    }
    return this.run(CONTACT_METHOD_MESSAGES.failed, async () => {
      const confirmation = this.sent ? { operationId: this.sent.operationId, code: this.code } : null;
      if (this.kind === 'phone') {
        await this.cases.addPhone.execute({ type: this.type, number: this.value, ...(this.needsPassword ? { currentPassword: this.password } : {}) }, confirmation);
      }
      else if (confirmation) await this.cases.changeEmail.execute({ email: this.value, currentPassword: this.password }, confirmation);
      await this.cases.saved();
    });
  }

  private async run(failed: string, step: () => Promise<void>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.problems = {};
    this.error = null;
    try {
      await step();
      return true;
    } catch (error) {
      runInAction(() => this.explain(error, failed));
      return false;
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  private explain(error: unknown, failed: string): void {
    if (error instanceof ContactFieldProblem) this.problems = { [error.field]: error.message };
    else if (error instanceof SafeguardBlocked) this.error = CONTACT_METHOD_MESSAGES.cancelled;
    else if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
      const message = (error.response as { message?: unknown } | null)?.message;
      const text = typeof message === 'string' ? message : failed;
      // The bank's words about the code belong on the code field, about the password on the
      // password field; the rest on the number or email.
      if (this.needsPassword && /password/i.test(text)) this.problems = { password: text };
      else if (this.sent && /code/i.test(text)) this.problems = { code: text };
      else this.problems = { [this.kind === 'email' ? 'email' : 'number']: text };
    } else this.error = failed;
  }
}
