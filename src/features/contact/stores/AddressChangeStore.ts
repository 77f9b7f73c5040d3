import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { ContactAddressKind } from '../../../kernel/domain/Contact';
import { SafeguardBlocked } from '../../../kernel/domain/Escalation';
import { ENTER_CURRENT_PASSWORD } from '../core/use-cases/ChangeContactMethods';
import type { AddressFormStore } from '../../address/ui';
import { passwordFailure } from './contactFailures';
import type { ContactStore } from './ContactStore';

export const SAVE_ADDRESS_MESSAGES = {
  invalid: "We couldn't save that address. Check each field and try again.",
  cancelled: 'Nothing was changed.',
  failed: "Sorry, we couldn't save your address right now. Please try again later.",
} as const;

/** Changing the residential or postal address: the address form, the current password, then the bank's safeguard. */
export class AddressChangeStore {
  /** Which address is being changed, or null. */
  editing: ContactAddressKind | null = null;
  saving = false;
  saveError: string | null = null;
  /** Cards and letters go to an address: changing one takes the current password too. */
  password = '';
  passwordError: string | null = null;
  /** Which address was just saved: the confirmation to show. */
  saved: ContactAddressKind | null = null;

  constructor(private readonly contacts: ContactStore, readonly form: AddressFormStore) {
    makeAutoObservable<this, 'contacts'>(this, { contacts: false, form: false }, { autoBind: true });
  }

  /** Opens the address form; a residential address is searched among physical addresses. */
  start(kind: ContactAddressKind): void {
    this.editing = kind;
    this.saved = null;
    this.saveError = null;
    this.password = '';
    this.passwordError = null;
    this.form.start(kind === 'residential' ? 'physical' : 'postal');
  }

  cancel(): void {
    this.editing = null;
    this.saveError = null;
    this.password = '';
    this.passwordError = null;
  }

  setPassword(password: string): void {
    this.password = password;
  }

  reset(): void {
    this.editing = null;
    this.saved = null;
  }

  /** Validates and saves; resolves true when saved. */
  async save(): Promise<boolean> {
    const kind = this.editing;
    if (!kind || this.saving) return false;
    const valid = this.form.validate();
    this.passwordError = this.password ? null : ENTER_CURRENT_PASSWORD;
    if (!valid || this.passwordError) return false;
    const address = this.form.toContactAddress();
    this.saving = true;
    this.saveError = null;
    try {
      await this.contacts.saveAddress(kind, address, this.password);
      runInAction(() => {
        this.editing = null;
        this.saved = kind;
        this.password = '';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const passwordProblem = passwordFailure(error);
        if (passwordProblem) this.passwordError = passwordProblem;
        else this.saveError = saveFailure(error);
      });
      return false;
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }
}

/** A safeguard the customer did not complete changed nothing; a refused approval says why in the bank's words. */
function saveFailure(error: unknown): string {
  if (error instanceof SafeguardBlocked) return SAVE_ADDRESS_MESSAGES.cancelled;
  if (!(error instanceof ApiError)) return SAVE_ADDRESS_MESSAGES.failed;
  if (error.status === 400) return SAVE_ADDRESS_MESSAGES.invalid;
  const message = error.status === 403 ? (error.response as { message?: unknown } | null)?.message : null;
  return typeof message === 'string' ? message : SAVE_ADDRESS_MESSAGES.failed;
}
