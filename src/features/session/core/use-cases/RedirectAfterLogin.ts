import { contactSetupPath } from '../../../contact/core/domain/ContactSetup';
import { safeLocalPath } from '../../../../kernel/domain/routes';
import type { ContactService } from '../../../../kernel/ports/ContactService';
import type { HandleApiError } from '../../../../kernel/services/HandleApiError';

/**
 * Spec section 4: after login, a customer with an email but no mobile goes to
 * /setup/internet-banking/mobile, one with no email to /setup/internet-banking/details;
 * everyone else continues where they were going. If the contact call fails the customer
 * continues too (reported to monitoring): a setup nudge must not block banking.
 */
export class RedirectAfterLogin {
  constructor(private readonly contacts: ContactService, private readonly errors: HandleApiError) {}

  async execute(input: { intended: string | null }): Promise<string> {
    const intended = safeLocalPath(input.intended);
    try {
      return contactSetupPath(await this.contacts.getContact()) ?? intended;
    } catch (error) {
      this.errors.execute(error, { queryKey: 'contact' });
      return intended;
    }
  }
}
