import { validateSync } from 'class-validator';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AddressType } from '../core/domain/Address';
import {
  contactAddressFromFields, EMPTY_ADDRESS_FIELDS, fieldsFromDetails, type AddressFields,
} from '../core/domain/AddressFields';
import type { ContactAddress } from '../../../kernel/domain/Contact';
import { AddressForm } from './AddressForm';
import type { AddressLookupStore } from './AddressLookupStore';

export type AddressField = keyof AddressFields;
/** 'search': only the finder shows; 'fields': the five fields show, filled from a choice or typed. */
export type AddressFormStep = 'search' | 'fields';

export const CHOOSE_ADDRESS_MESSAGE = 'Choose your address from the list, or enter it manually';

/**
 * The UI state of one address form: the finder step, the five fields, the chosen DPID, and the
 * errors to show. Searching and details caching are the shared AddressLookupStore's job.
 */
export class AddressFormStore {
  step: AddressFormStep = 'search';
  fields: AddressFields = { ...EMPTY_ADDRESS_FIELDS };
  dpid: string | null = null;
  loadingDetails = false;
  detailsFailed = false;
  submitted = false;

  constructor(readonly lookup: AddressLookupStore) {
    makeAutoObservable<this, 'lookup'>(this, { lookup: false }, { autoBind: true });
  }

  /** Starts a fresh form that searches `type` addresses. */
  start(type: AddressType): void {
    Object.assign(this, { step: 'search', fields: { ...EMPTY_ADDRESS_FIELDS }, dpid: null, loadingDetails: false, detailsFailed: false, submitted: false });
    this.lookup.clearQuery();
    this.lookup.setAddressType(type);
  }

  setField(field: AddressField, value: string): void {
    this.fields = { ...this.fields, [field]: value };
    this.dpid = null; // an edited address is no longer the directory's delivery point
  }

  enterManually(): void {
    this.step = 'fields';
  }

  /**
   * Loads the chosen address's details (cached by the lookup) and fills the fields from them.
   * The search box empties: the fields now show the address, and typing again searches afresh.
   */
  async choose(id: string): Promise<void> {
    this.lookup.clearQuery();
    this.loadingDetails = true;
    this.detailsFailed = false;
    const details = await this.lookup.loadDetails(id);
    runInAction(() => {
      this.loadingDetails = false;
      this.step = 'fields';
      if (!details) {
        this.detailsFailed = true;
        return;
      }
      this.fields = fieldsFromDetails(details);
      this.dpid = id;
    });
  }

  get errors(): Partial<Record<AddressField | 'search', string>> {
    if (this.step === 'search') return { search: CHOOSE_ADDRESS_MESSAGE };
    const trimmed = Object.fromEntries(Object.entries(this.fields).map(([k, v]) => [k, v.trim()]));
    const result: Partial<Record<AddressField, string>> = {};
    for (const error of validateSync(Object.assign(new AddressForm(), trimmed))) {
      const constraints = error.constraints ?? {};
      const message = constraints.isNotEmpty ?? Object.values(constraints)[0];
      if (message) result[error.property as AddressField] = message;
    }
    return result;
  }

  /** Errors show only after the customer tried to save. */
  get visibleErrors(): Partial<Record<AddressField | 'search', string>> {
    return this.submitted ? this.errors : {};
  }

  /** Marks the form submitted; true when the address may be saved. */
  validate(): boolean {
    this.submitted = true;
    return Object.keys(this.errors).length === 0;
  }

  toContactAddress(): ContactAddress {
    return contactAddressFromFields(this.fields, this.dpid);
  }
}
