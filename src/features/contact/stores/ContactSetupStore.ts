import { makeAutoObservable } from 'mobx';
import type { Contact } from '../../../kernel/domain/Contact';
import type { ContactStore } from './ContactStore';

/** The contact-setup pages' view model: the customer's contact details as the bank holds them. */
export class ContactSetupStore {
  constructor(private readonly contacts: ContactStore) {
    makeAutoObservable<this, 'contacts'>(this, { contacts: false }, { autoBind: true });
  }

  get contact(): Contact | null {
    return this.contacts.contact;
  }

  get failed(): boolean {
    return this.contacts.failed;
  }

  async load(): Promise<void> {
    await this.contacts.load();
  }
}
