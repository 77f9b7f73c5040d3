import { ApiError } from '../../src/core/domain/ApiError';
import type { Contact } from '../../src/core/domain/Contact';
import type { ContactService } from '../../src/core/ports/ContactService';

export const COMPLETE_CONTACT: Contact = {
  email: 'aroha.ngata@example.co.nz',
  phones: [{ type: 'Mobile', number: '021 555 0101', isMobile: true }],
};

/** One customer's contact details; `loggedIn = false` answers like the API without a token. */
export class FakeContactService implements ContactService {
  loggedIn = true;
  failWith: Error | null = null;

  constructor(public contact: Contact = COMPLETE_CONTACT) {}

  async getContact(): Promise<Contact> {
    if (this.failWith) throw this.failWith;
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
    return { email: this.contact.email, phones: this.contact.phones.map((p) => ({ ...p })) };
  }
}
