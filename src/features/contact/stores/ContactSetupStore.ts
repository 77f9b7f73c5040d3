import { makeAutoObservable, runInAction } from 'mobx';
import type { Contact } from '../../../kernel/domain/Contact';
import type { ContactService } from '../../../kernel/ports/ContactService';
import type { QueryCache } from '../../../kernel/services/QueryCache';

export const CONTACT_QUERY_KEY = 'contact';

/** The contact-setup pages' view model: the customer's contact details as the bank holds them. */
export class ContactSetupStore {
  contact: Contact | null = null;
  failed = false;

  constructor(private readonly contacts: ContactService, private readonly cache: QueryCache) {
    makeAutoObservable<this, 'contacts' | 'cache'>(this, { contacts: false, cache: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.failed = false;
    try {
      const contact = await this.cache.fetch(CONTACT_QUERY_KEY, () => this.contacts.getContact());
      runInAction(() => { this.contact = contact; });
    } catch {
      runInAction(() => { this.failed = true; });
    }
  }
}
