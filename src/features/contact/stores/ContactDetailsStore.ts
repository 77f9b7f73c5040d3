import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../kernel/domain/ApiError';
import { isMobile, type Contact, type ContactAddressKind, type Phone } from '../../../kernel/domain/Contact';
import { ContactFieldProblem, ENTER_CURRENT_PASSWORD } from '../core/use-cases/ChangeContactMethods';
import { SafeguardBlocked } from '../../../kernel/domain/Escalation';
import type { RemovePhone } from '../core/use-cases/RemovePhone';
import type { ContactStore } from './ContactStore';
import type { PhoneType } from '../core/domain/ContactChange';
import type { ContactMethodForm } from './ContactMethodForm';

/** Makes the add-phone or change-email form (the module binds it to the use-cases). */
export type NewContactMethodForm = (kind: 'phone' | 'email', type?: PhoneType) => ContactMethodForm;
import type { AddressFormStore } from '../../address/ui';

export const SAVE_ADDRESS_MESSAGES = {
  invalid: "We couldn't save that address. Check each field and try again.",
  cancelled: 'Nothing was changed.',
  failed: "Sorry, we couldn't save your address right now. Please try again later.",
} as const;

export const REMOVE_PHONE_MESSAGES = {
  failed: "Sorry, we couldn't remove that phone number right now. Please try again later.",
  cancelled: 'Nothing was changed.',
} as const;

/** The settings "Contact details" page: the customer's contact details and the change-address flow. */
export class ContactDetailsStore {
  /** Which address is being changed, or null. */
  editing: ContactAddressKind | null = null;
  saving = false;
  saveError: string | null = null;
  /** Cards and letters go to an address: changing one takes the current password too. */
  addressPassword = '';
  addressPasswordError: string | null = null;
  /** Which address was just saved: the confirmation to show. */
  saved: ContactAddressKind | null = null;
  /** The add-phone or change-email form, while open. */
  method: ContactMethodForm | null = null;
  /** Which contact method was just saved or removed: the confirmation to show. */
  savedMethod: 'phone' | 'email' | 'phone-removed' | null = null;
  /** The phone the customer asked to remove, waiting for "Remove" or "Cancel". */
  removing: Phone | null = null;
  removeBusy = false;
  removeError: string | null = null;
  /** A mobile is a factor: removing one takes the current password, typed in the confirm dialog. */
  removePassword = '';
  removePasswordError: string | null = null;

  constructor(private readonly contacts: ContactStore, readonly addressForm: AddressFormStore,
    private readonly newMethodForm: NewContactMethodForm, private readonly removePhone: RemovePhone) {
    makeAutoObservable<this, 'contacts' | 'newMethodForm' | 'removePhone'>(this,
      { contacts: false, addressForm: false, newMethodForm: false, removePhone: false }, { autoBind: true });
  }

  askRemove(phone: Phone): void {
    this.removing = phone;
    this.removeError = null;
    this.removePassword = '';
    this.removePasswordError = null;
    this.savedMethod = null;
  }

  /** True when the phone waiting for "Remove" is a mobile, so the dialog asks for the password. */
  get removeNeedsPassword(): boolean {
    return this.removing !== null && isMobile(this.removing);
  }

  setRemovePassword(password: string): void {
    this.removePassword = password;
  }

  cancelRemove(): void {
    this.removing = null;
    this.removePassword = '';
    this.removePasswordError = null;
  }

  /**
   * Removes the phone the customer confirmed. The confirm dialog closes first, so the SMS
   * safeguard's dialog (when the bank asks for it) is the only one open. The bank's words
   * for a refusal (the only mobile, a number already gone) are shown as they are. A missing or
   * wrong password (refused before any code is sent) opens the dialog again with the error on it.
   */
  async confirmRemove(): Promise<boolean> {
    const phone = this.removing;
    if (!phone || this.removeBusy) return false;
    const password = this.removePassword;
    this.removing = null;
    this.removePasswordError = null;
    this.removeBusy = true;
    try {
      await this.removePhone.execute(phone, password);
      await this.contacts.reload();
      runInAction(() => { this.savedMethod = 'phone-removed'; this.removePassword = ''; });
      return true;
    } catch (error) {
      runInAction(() => {
        const passwordProblem = passwordFailure(error);
        if (passwordProblem) {
          this.removing = phone;
          this.removePasswordError = passwordProblem;
        } else this.removeError = removeFailure(error);
      });
      return false;
    } finally {
      runInAction(() => { this.removeBusy = false; });
    }
  }

  startMethod(kind: 'phone' | 'email'): void {
    this.method = this.newMethodForm(kind);
    this.savedMethod = null;
  }

  cancelMethod(): void {
    this.method = null;
  }

  /** Saves the open phone or email form; the form keeps its own problems when it cannot. */
  async saveMethod(): Promise<boolean> {
    const form = this.method;
    if (!form || !(await form.save())) return false;
    runInAction(() => {
      this.method = null;
      this.savedMethod = form.kind;
    });
    return true;
  }

  get contact(): Contact | null {
    return this.contacts.contact;
  }

  get loadFailed(): boolean {
    return this.contacts.failed;
  }

  async load(): Promise<void> {
    this.editing = null;
    this.saved = null;
    this.method = null;
    this.savedMethod = null;
    await this.contacts.load();
  }

  /** Opens the address form; a residential address is searched among physical addresses. */
  startChange(kind: ContactAddressKind): void {
    this.editing = kind;
    this.saved = null;
    this.saveError = null;
    this.addressPassword = '';
    this.addressPasswordError = null;
    this.addressForm.start(kind === 'residential' ? 'physical' : 'postal');
  }

  cancelChange(): void {
    this.editing = null;
    this.saveError = null;
    this.addressPassword = '';
    this.addressPasswordError = null;
  }

  setAddressPassword(password: string): void {
    this.addressPassword = password;
  }

  /** Validates and saves; resolves true when saved. */
  async save(): Promise<boolean> {
    const kind = this.editing;
    if (!kind || this.saving) return false;
    const valid = this.addressForm.validate();
    this.addressPasswordError = this.addressPassword ? null : ENTER_CURRENT_PASSWORD;
    if (!valid || this.addressPasswordError) return false;
    const address = this.addressForm.toContactAddress();
    this.saving = true;
    this.saveError = null;
    try {
      await this.contacts.saveAddress(kind, address, this.addressPassword);
      runInAction(() => {
        this.editing = null;
        this.saved = kind;
        this.addressPassword = '';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const passwordProblem = passwordFailure(error);
        if (passwordProblem) this.addressPasswordError = passwordProblem;
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

/** The words for a missing or wrong password (the form's own check, or the bank's 400), else null. */
function passwordFailure(error: unknown): string | null {
  if (error instanceof ContactFieldProblem) return error.field === 'password' ? error.message : null;
  const message = error instanceof ApiError && error.status === 400 ? (error.response as { message?: unknown } | null)?.message : null;
  return typeof message === 'string' && /password/i.test(message) ? message : null;
}

function removeFailure(error: unknown): string {
  if (error instanceof SafeguardBlocked) return REMOVE_PHONE_MESSAGES.cancelled;
  const message = error instanceof ApiError && (error.status === 404 || error.status === 409)
    ? (error.response as { message?: unknown } | null)?.message : null;
  return typeof message === 'string' ? message : REMOVE_PHONE_MESSAGES.failed;
}
