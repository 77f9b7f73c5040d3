import { payFeature } from '../../../../src/features/pay';
import { PAY_TOKENS } from '../../../../src/features/pay/tokens';
import { PAYEES_TOKENS } from '../../../../src/features/payees/tokens';
import { PLATFORM_TOKENS } from '../../../../src/platform/tokens';
import { createTestContainer } from '../../../support/testContainer';

/**
 * The payees area's door for Confirmation of Payee: another area (pay) takes a ready-made check
 * by one token, and each taker gets its own, so one form's answer never shows on another's.
 */
describe('PAYEES_TOKENS.PayeeCheck', () => {
  async function payLoaded() {
    const container = createTestContainer();
    await container.get(PLATFORM_TOKENS.FeatureLoader).load(payFeature);
    return container;
  }

  it('gives a fresh check on every get', async () => {
    const container = await payLoaded();
    const first = container.get(PAYEES_TOKENS.PayeeCheck);
    const second = container.get(PAYEES_TOKENS.PayeeCheck);
    expect(first).not.toBe(second);
    expect(first.confirmation).toBeNull();
  });

  it('asks the bank through the payees area\'s PayeeService (Hemi Walker matches)', async () => {
    const container = await payLoaded();
    const check = container.get(PAYEES_TOKENS.PayeeCheck);
    const answer = await check.run({ name: 'Hemi Walker', accountNumber: '03-0104-0731553-000' });
    expect(answer.outcome).toBe('match');
    expect(check.confirmation).toEqual(answer);
  });

  it('is what the pay store is built with', async () => {
    const container = await payLoaded();
    const pay = container.get(PAY_TOKENS.PayStore);
    const other = container.get(PAY_TOKENS.PayStore);
    expect(pay.check).not.toBe(other.check);
    expect(pay.check.confirmation).toBeNull();
  });
});
