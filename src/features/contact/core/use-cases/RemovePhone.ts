import type { ContactChangeService } from '../ports/ContactChangeService';
import { ContactFieldProblem, type Safeguard } from './ChangeContactMethods';

/**
 * Removes one of the customer's phones, under the SMS safeguard. Whether it may go (not the
 * only mobile, one the customer has) is the bank's to say: its 409 or 404 comes back as an ApiError.
 */
export class RemovePhone {
  constructor(private readonly changes: ContactChangeService, private readonly safeguard: Safeguard) {}

  async execute(number: string): Promise<void> {
    const written = number.trim();
    if (!/\d/.test(written)) throw new ContactFieldProblem('number', 'Enter the phone number to remove.');
    return this.safeguard((escalation) => this.changes.removePhone(written, escalation));
  }
}
