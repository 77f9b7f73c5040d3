import type { Safeguard } from '../../../../src/features/contact/core/use-cases/ChangeContactMethods';
import { AddPhone, ChangeEmail, SendConfirmationCode } from '../../../../src/features/contact/core/use-cases/ChangeContactMethods';
import { RemovePhone } from '../../../../src/features/contact/core/use-cases/RemovePhone';
import { ContactMethodForm } from '../../../../src/features/contact/stores/ContactMethodForm';
import type { NewContactMethodForm } from '../../../../src/features/contact/stores/ContactDetailsStore';
import type { FakeContactService } from '../../../kernel/fakes/FakeContactService';
import { FakeContactChangeService } from '../fakes/FakeContactChangeService';

/** A safeguard that passes every challenge at once, as if the customer typed each texted code. */
export function passingSafeguard(changes: FakeContactChangeService): Safeguard {
  return async (operation) => {
    try {
      return await operation();
    } catch (error) {
      const operationId = (error as { response?: { operationId?: string } }).response?.operationId;
      if (!operationId) throw error;
      changes.escalate(operationId);
      return operation(operationId);
    }
  };
}

/** The add-phone / change-email form factory over a fake change service writing to `contacts`. */
export function newMethodForm(contacts: FakeContactService, onSaved: () => Promise<void> = async () => undefined):
  NewContactMethodForm & { changes: FakeContactChangeService } {
  const changes = new FakeContactChangeService(contacts);
  const safeguard = passingSafeguard(changes);
  const cases = { sendCode: new SendConfirmationCode(changes), addPhone: new AddPhone(changes, safeguard), changeEmail: new ChangeEmail(changes, safeguard), saved: onSaved };
  return Object.assign((kind: 'phone' | 'email', type?: 'Mobile' | 'Home' | 'Work') => new ContactMethodForm(kind, cases, type), { changes });
}

/** Removing a phone over the same fake change service, the safeguard passed at once. */
export function removePhoneOver(changes: FakeContactChangeService): RemovePhone {
  return new RemovePhone(changes, passingSafeguard(changes));
}
