import { makeAutoObservable, runInAction } from 'mobx';
import type { PhoneType } from '../core/domain/ContactChange';
import type { ContactMethodForm } from './ContactMethodForm';

/** Makes the add-phone or change-email form (the module binds it to the use-cases). */
export type NewContactMethodForm = (kind: 'phone' | 'email', type?: PhoneType) => ContactMethodForm;

/** What was last changed among the phones and email: the confirmation the page shows. */
export type ContactMethodChange = 'phone' | 'email' | 'phone-removed';

/** The contact details page's phones and email: the add-phone or change-email form, and what was last changed. */
export class ContactMethodsStore {
  /** The add-phone or change-email form, while open. */
  form: ContactMethodForm | null = null;
  /** Which contact method was just saved or removed: the confirmation to show. */
  saved: ContactMethodChange | null = null;

  constructor(private readonly newForm: NewContactMethodForm) {
    makeAutoObservable<this, 'newForm'>(this, { newForm: false }, { autoBind: true });
  }

  start(kind: 'phone' | 'email'): void {
    this.form = this.newForm(kind);
    this.saved = null;
  }

  cancel(): void {
    this.form = null;
  }

  /** Saves the open phone or email form; the form keeps its own problems when it cannot. */
  async save(): Promise<boolean> {
    const form = this.form;
    if (!form || !(await form.save())) return false;
    runInAction(() => {
      this.form = null;
      this.saved = form.kind;
    });
    return true;
  }

  /** Says what just changed (a removal, made by its own dialog), or clears the confirmation with null. */
  announce(change: ContactMethodChange | null): void {
    this.saved = change;
  }

  reset(): void {
    this.form = null;
    this.saved = null;
  }
}
