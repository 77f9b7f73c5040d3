import { ApiError } from '../../../src/kernel/domain/ApiError';
import type { Contact, ContactAddress, ContactAddressKind } from '../../../src/kernel/domain/Contact';
import type { ContactService } from '../../../src/kernel/ports/ContactService';
import { FAKE_ADDRESSES } from '../../features/address/fakes/addressData';
import type { FakeSafeguard } from '../../features/escalation/fakes/FakeSafeguard';

/** Aroha's contact details as the fakes know them (demo customer 1000001: email and mobile). */
export const AROHA_CONTACT: Contact = {
  email: 'aroha.ngata@example.co.nz',
  phones: [{ type: 'Mobile', number: '021 555 0101' }, { type: 'Home', number: '09 555 0101' }],
  residentialAddress: { dpid: null, addressLines: ['27 Ponsonby Road'], suburb: 'Ponsonby', cityTown: 'Auckland', postcode: '1011' },
  postalAddress: null,
};

/** A deep copy (jsdom has no structuredClone); contact data is plain JSON. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The directory's DPIDs: a saved address's DPID must be one of them, as on the sandbox. */
const KNOWN_DPIDS = new Set(FAKE_ADDRESSES.map((a) => a.summary.id));

/** What the sandbox refuses with a 400: no street line, no town, a postcode that is not 4 digits, an unknown DPID. */
function isValid(address: ContactAddress): boolean {
  return address.addressLines.length > 0 && address.addressLines.every((l) => l.trim() !== '')
    && address.cityTown.trim() !== '' && /^\d{4}$/.test(address.postcode)
    && (address.dpid === null || KNOWN_DPIDS.has(address.dpid));
}

/**
 * One customer's contact details in memory. Records saves; `loggedIn = false` answers like the
 * API without a token; `failing` makes every call a 503.
 */
export class FakeContactService implements ContactService {
  loggedIn = true;
  failing = false;
  readonly saves: Array<{ kind: ContactAddressKind; address: ContactAddress }> = [];
  private contact: Contact;

  constructor(contact: Contact = AROHA_CONTACT) {
    this.contact = copy(contact);
  }

  async getContact(): Promise<Contact> {
    this.guard();
    return copy(this.contact);
  }

  /**
   * Set (by the contact area's fake adapters, or a test) to make address changes safeguarded as
   * on the sandbox: 403 6002 until repeated with an escalated operation, 6006 without a mobile.
   */
  safeguard: FakeSafeguard | null = null;
  private readonly spent = new Set<string>();

  async saveAddress(kind: ContactAddressKind, address: ContactAddress, currentPassword: string, escalation?: string): Promise<void> {
    this.guard();
    if (!isValid(address)) throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: 'The address is not valid.' });
    // Every demo customer's password, as in the sandbox: asked before any code is sent.
    if (currentPassword !== 'Kowhai-2026!') throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: 'Your current password is incorrect.' });
    if (this.safeguard) this.stepUp(escalation);
    this.saves.push({ kind, address: copy(address) });
    const key = kind === 'residential' ? 'residentialAddress' : 'postalAddress';
    this.contact = { ...this.contact, [key]: copy(address) };
  }

  private stepUp(escalation: string | undefined): void {
    if (!this.contact.phones.some((p) => /mobile/i.test(p.type))) {
      throw new ApiError(403, 6006, { NativeErrorCode: 6006, message: "We can't send you a code because we don't have a mobile number for you." });
    }
    if (escalation && this.safeguard!.isEscalated(escalation) && !this.spent.has(escalation)) {
      this.spent.add(escalation);
      return;
    }
    const { operationId } = this.safeguard!.issue();
    throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent a 6-digit code.', operationId });
  }

  /** What the contact area's fake change service does to the record (the sandbox's one customer row). */
  record(change: { phone?: { type: string; number: string }; removedPhone?: string; email?: string }): void {
    if (change.phone) this.contact = { ...this.contact, phones: [...this.contact.phones, { ...change.phone }] };
    if (change.removedPhone !== undefined) this.contact = { ...this.contact, phones: this.contact.phones.filter((p) => p.number !== change.removedPhone) };
    if (change.email !== undefined) this.contact = { ...this.contact, email: change.email };
  }

  /** The record as it is now, without the login and failure rules. */
  peek(): Contact {
    return copy(this.contact);
  }

  private guard(): void {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
    if (this.failing) throw new ApiError(503);
  }
}
