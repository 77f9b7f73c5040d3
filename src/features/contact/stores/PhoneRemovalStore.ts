import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../kernel/domain/ApiError';
import { isMobile, type Phone } from '../../../kernel/domain/Contact';
import { SafeguardBlocked } from '../../../kernel/domain/Escalation';
import type { RemovePhone } from '../core/use-cases/RemovePhone';
import { passwordFailure } from './contactFailures';
import type { ContactMethodsStore } from './ContactMethodsStore';
import type { ContactStore } from './ContactStore';

export const REMOVE_PHONE_MESSAGES = {
  failed: "Sorry, we couldn't remove that phone number right now. Please try again later.",
  cancelled: 'Nothing was changed.',
} as const;

/** Removing a phone: the confirm dialog (with the password for a mobile), then the bank's safeguard. */
export class PhoneRemovalStore {
  /** The phone the customer asked to remove, waiting for "Remove" or "Cancel". */
  phone: Phone | null = null;
  busy = false;
  error: string | null = null;
  /** A mobile is a factor: removing one takes the current password, typed in the confirm dialog. */
  password = '';
  passwordError: string | null = null;

  constructor(private readonly contacts: ContactStore, private readonly methods: ContactMethodsStore, private readonly removePhone: RemovePhone) {
    makeAutoObservable<this, 'contacts' | 'methods' | 'removePhone'>(this, { contacts: false, methods: false, removePhone: false }, { autoBind: true });
  }

  ask(phone: Phone): void {
    this.phone = phone;
    this.error = null;
    this.password = '';
    this.passwordError = null;
    this.methods.announce(null);
  }

  /** True when the phone waiting for "Remove" is a mobile, so the dialog asks for the password. */
  get needsPassword(): boolean {
    return this.phone !== null && isMobile(this.phone);
  }

  setPassword(password: string): void {
    this.password = password;
  }

  cancel(): void {
    this.phone = null;
    this.password = '';
    this.passwordError = null;
  }

  /**
   * Removes the phone the customer confirmed. The confirm dialog closes first, so the SMS
   * safeguard's dialog (when the bank asks for it) is the only one open. The bank's words
   * for a refusal (the only mobile, a number already gone) are shown as they are. A missing or
   * wrong password (refused before any code is sent) opens the dialog again with the error on it.
   */
  async confirm(): Promise<boolean> {
    const phone = this.phone;
    if (!phone || this.busy) return false;
    const password = this.password;
    this.phone = null;
    this.passwordError = null;
    this.busy = true;
    try {
      await this.removePhone.execute(phone, password);
      await this.contacts.reload();
      runInAction(() => { this.methods.announce('phone-removed'); this.password = ''; });
      return true;
    } catch (error) {
      runInAction(() => {
        const passwordProblem = passwordFailure(error);
        if (passwordProblem) {
          this.phone = phone;
          this.passwordError = passwordProblem;
        } else this.error = removeFailure(error);
      });
      return false;
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }
}

function removeFailure(error: unknown): string {
  if (error instanceof SafeguardBlocked) return REMOVE_PHONE_MESSAGES.cancelled;
  const message = error instanceof ApiError && (error.status === 404 || error.status === 409)
    ? (error.response as { message?: unknown } | null)?.message : null;
  return typeof message === 'string' ? message : REMOVE_PHONE_MESSAGES.failed;
}
