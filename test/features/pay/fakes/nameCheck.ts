import { ConfirmPayee, PayeeCheck } from '../../../../src/features/payees/ui';
import { FakePayeeService } from '../../payees/fakes/FakePayeeService';

/**
 * The pay store's Confirmation of Payee, over the payees area's fake bank (its seeded holders:
 * Hemi Walker at 03-0104-0731553-000; 15- banks can't check), with the flag on or off.
 */
export function nameCheck(flagOn: boolean) {
  const payees = new FakePayeeService();
  const features = { ensureLoaded: async () => undefined, isEnabled: (name: string) => flagOn && name === 'ConfirmationOfPayee' };
  return { payees, deps: { check: new PayeeCheck(new ConfirmPayee(payees)), features } };
}
