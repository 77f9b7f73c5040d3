import { contactSetupPath } from '../../../../kernel/domain/ContactSetup';
import { CONTACT_QUERY } from '../../../../kernel/domain/Contact';
import { safeLocalPath } from '../../../../kernel/domain/routes';
import type { ContactService } from '../../../../kernel/ports/ContactService';
import type { QueryCache } from '../../../../kernel/services/QueryCache';

/**
 * After login, a customer with an email but no mobile goes to
 * /setup/internet-banking/mobile, one with no email to /setup/internet-banking/details;
 * everyone else continues where they were going. If the contact call fails the customer
 * continues too (reported to monitoring): a setup nudge must not block banking.
 */
export class RedirectAfterLogin {
  constructor(private readonly contacts: ContactService, private readonly cache: QueryCache) {}

  async execute(input: { intended: string | null }): Promise<string> {
    const intended = safeLocalPath(input.intended);
    try {
      return contactSetupPath(await this.cache.fetch(CONTACT_QUERY, () => this.contacts.getContact())) ?? intended;
    } catch {
      // The query cache has reported the failure with its key.
      return intended;
    }
  }
}
