import { isMobile, type Phone } from '../../../../kernel/domain/Contact';
import type { ContactChangeService } from '../ports/ContactChangeService';
import { ContactFieldProblem, ENTER_CURRENT_PASSWORD, type Safeguard } from './ChangeContactMethods';

/**
 * Removes one of the customer's phones, under the SMS safeguard; a mobile (a factor) also takes
 * the current password, asked for before the bank is. Whether it may go (not the only mobile,
 * one the customer has) is the bank's to say: its 409 or 404 comes back as an ApiError.
 */
export class RemovePhone {
  constructor(private readonly changes: ContactChangeService, private readonly safeguard: Safeguard) {}

  async execute(phone: Phone, currentPassword = ''): Promise<void> {
    const written = phone.number.trim();
    if (!/\d/.test(written)) throw new ContactFieldProblem('number', 'Enter the phone number to remove.');
    const mobile = isMobile(phone);
    if (mobile && !currentPassword) throw new ContactFieldProblem('password', ENTER_CURRENT_PASSWORD);
    const removal = { number: written, ...(mobile ? { currentPassword } : {}) };
    return this.safeguard((escalation) => this.changes.removePhone(removal, escalation));
  }
}
