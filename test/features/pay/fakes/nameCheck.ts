import { PayeeCheck } from '../../../../src/features/payees/stores/PayeeCheck';
import { ConfirmPayee } from '../../../../src/features/payees/core/use-cases/ConfirmPayee';
import { PayeeDrafts } from '../../../../src/features/payees/stores/PayeeDrafts';
import { FakePayeeService } from '../../payees/fakes/FakePayeeService';

/**
 * What the pay store borrows from the payees area: Confirmation of Payee over the payees
 * area's fake bank (its seeded holders: Hemi Walker at 03-0104-0731553-000; 15- banks can't
 * check), with the flag on or off, and the drafts "Save as payee" hands to the add-payee form.
 */
export function nameCheck(flagOn: boolean) {
  const payees = new FakePayeeService();
  const drafts = new PayeeDrafts();
  const features = { ensureLoaded: async () => undefined, isEnabled: (name: string) => flagOn && name === 'ConfirmationOfPayee' };
  return { payees, drafts, deps: { check: new PayeeCheck(new ConfirmPayee(payees)), features, drafts } };
}
