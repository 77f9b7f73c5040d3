import { makeAutoObservable, runInAction } from 'mobx';
import type { Contact } from '../../../kernel/domain/Contact';
import { contactSetupPath } from '../../../kernel/domain/ContactSetup';
import { HOME_PATH } from '../../../kernel/domain/routes';
import type { ContactMethodForm } from './ContactMethodForm';
import type { NewContactMethodForm } from './ContactMethodsStore';
import type { ContactStore } from './ContactStore';

/**
 * The contact-setup pages' view model: the customer's contact details as the bank holds them,
 * and the one thing the page asks for (a mobile, or an email). Once saved, `next` is where
 * the customer goes: the other setup page if something is still missing, else home.
 */
export class ContactSetupStore {
  form: ContactMethodForm | null = null;
  next: string | null = null;

  constructor(private readonly contacts: ContactStore, private readonly newMethodForm: NewContactMethodForm) {
    makeAutoObservable<this, 'contacts' | 'newMethodForm'>(this, { contacts: false, newMethodForm: false }, { autoBind: true });
  }

  get contact(): Contact | null {
    return this.contacts.contact;
  }

  get failed(): boolean {
    return this.contacts.failed;
  }

  /** Loads the details and opens the form for what this page asks: a mobile, or an email. */
  async load(asks?: 'mobile' | 'email'): Promise<void> {
    this.next = null;
    if (asks) this.form = this.newMethodForm(asks === 'mobile' ? 'phone' : 'email', 'Mobile');
    await this.contacts.load();
  }

  async save(): Promise<void> {
    if (!this.form || !(await this.form.save())) return;
    const contact = this.contacts.contact;
    runInAction(() => { this.next = (contact ? contactSetupPath(contact) : null) ?? HOME_PATH; });
  }
}
