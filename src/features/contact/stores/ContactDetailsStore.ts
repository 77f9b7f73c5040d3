import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { Contact, ContactAddressKind } from '../../../kernel/domain/Contact';
import type { ContactStore } from './ContactStore';
import type { PhoneType } from '../core/domain/ContactChange';
import type { ContactMethodForm } from './ContactMethodForm';

/** Makes the add-phone or change-email form (the module binds it to the use-cases). */
export type NewContactMethodForm = (kind: 'phone' | 'email', type?: PhoneType) => ContactMethodForm;
import type { AddressFormStore } from '../../address/ui';

export const SAVE_ADDRESS_MESSAGES = {
  invalid: "We couldn't save that address. Check each field and try again.",
  failed: "Sorry, we couldn't save your address right now. Please try again later.",
} as const;

/** The settings "Contact details" page: the customer's contact details and the change-address flow. */
export class ContactDetailsStore {
  /** Which address is being changed, or null. */
  editing: ContactAddressKind | null = null;
  saving = false;
  saveError: string | null = null;
  /** Which address was just saved: the confirmation to show. */
  saved: ContactAddressKind | null = null;
  /** The add-phone or change-email form, while open. */
  method: ContactMethodForm | null = null;
  /** Which contact method was just saved: the confirmation to show. */
  savedMethod: 'phone' | 'email' | null = null;

  constructor(private readonly contacts: ContactStore, readonly addressForm: AddressFormStore,
    private readonly newMethodForm: NewContactMethodForm) {
    makeAutoObservable<this, 'contacts' | 'newMethodForm'>(this, { contacts: false, addressForm: false, newMethodForm: false }, { autoBind: true });
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
    this.addressForm.start(kind === 'residential' ? 'physical' : 'postal');
  }

  cancelChange(): void {
    this.editing = null;
    this.saveError = null;
  }

  /** Validates and saves; resolves true when saved. */
  async save(): Promise<boolean> {
    const kind = this.editing;
    if (!kind || this.saving || !this.addressForm.validate()) return false;
    const address = this.addressForm.toContactAddress();
    this.saving = true;
    this.saveError = null;
    try {
      await this.contacts.saveAddress(kind, address);
      runInAction(() => {
        this.editing = null;
        this.saved = kind;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.saveError = error instanceof ApiError && error.status === 400 ? SAVE_ADDRESS_MESSAGES.invalid : SAVE_ADDRESS_MESSAGES.failed;
      });
      return false;
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }
}
