import type { Contact } from '../../../kernel/domain/Contact';
import type { AddressFormStore } from '../../address/ui';
import type { RemovePhone } from '../core/use-cases/RemovePhone';
import { AddressChangeStore } from './AddressChangeStore';
import { ContactMethodsStore, type NewContactMethodForm } from './ContactMethodsStore';
import type { ContactStore } from './ContactStore';
import { PhoneRemovalStore } from './PhoneRemovalStore';

export type { NewContactMethodForm } from './ContactMethodsStore';
export { SAVE_ADDRESS_MESSAGES } from './AddressChangeStore';
export { REMOVE_PHONE_MESSAGES } from './PhoneRemovalStore';

/**
 * The settings "Contact details" page: the customer's contact details, and its three changes,
 * each its own store: an address (`address`), a phone or the email (`methods`), removing a
 * phone (`removal`).
 */
export class ContactDetailsStore {
  readonly address: AddressChangeStore;
  readonly methods: ContactMethodsStore;
  readonly removal: PhoneRemovalStore;

  constructor(private readonly contacts: ContactStore, addressForm: AddressFormStore, newMethodForm: NewContactMethodForm, removePhone: RemovePhone) {
    this.address = new AddressChangeStore(contacts, addressForm);
    this.methods = new ContactMethodsStore(newMethodForm);
    this.removal = new PhoneRemovalStore(contacts, this.methods, removePhone);
  }

  get contact(): Contact | null {
    return this.contacts.contact;
  }

  get loadFailed(): boolean {
    return this.contacts.failed;
  }

  async load(): Promise<void> {
    this.address.reset();
    this.methods.reset();
    await this.contacts.load();
  }
}
