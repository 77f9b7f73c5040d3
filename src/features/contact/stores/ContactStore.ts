import { makeAutoObservable, runInAction } from 'mobx';
import { CONTACT_QUERY, type Contact, type ContactAddress, type ContactAddressKind } from '../../../kernel/domain/Contact';
import type { ContactService } from '../../../kernel/ports/ContactService';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import type { Safeguard } from '../core/use-cases/ChangeContactMethods';

/**
 * The customer's contact details: one copy over the query cache for the setup pages and
 * settings (login reads the same key). A failed load is reported by the cache with its key;
 * a save invalidates the key so every reader gets the bank's new copy.
 */
export class ContactStore {
  contact: Contact | null = null;
  failed = false;

  constructor(private readonly contacts: ContactService, private readonly cache: QueryCache, private readonly safeguard: Safeguard = (operation) => operation()) {
    makeAutoObservable<this, 'contacts' | 'cache' | 'safeguard'>(this, { contacts: false, cache: false, safeguard: false }, { autoBind: true });
  }

  async load(): Promise<Contact | null> {
    this.failed = false;
    try {
      const contact = await this.cache.fetch(CONTACT_QUERY, () => this.contacts.getContact());
      runInAction(() => { this.contact = contact; });
      return contact;
    } catch {
      runInAction(() => { this.failed = true; });
      return null;
    }
  }

  /** Reads the bank's copy again after a change made elsewhere (a phone or email added). */
  async reload(): Promise<Contact | null> {
    this.cache.invalidate(CONTACT_QUERY);
    return this.load();
  }

  /** Saves an address with the current password, under the SMS safeguard (the code approves exactly this address). */
  async saveAddress(kind: ContactAddressKind, address: ContactAddress, currentPassword: string): Promise<void> {
    await this.safeguard((escalation) => this.contacts.saveAddress(kind, address, currentPassword, escalation));
    this.cache.invalidate(CONTACT_QUERY);
    runInAction(() => {
      if (this.contact) this.contact = { ...this.contact, [kind === 'residential' ? 'residentialAddress' : 'postalAddress']: address };
    });
  }
}
