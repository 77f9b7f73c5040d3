import type { ChallengePrompt } from '../../../../src/features/escalation';
import { CancelScheduledPayment } from '../../../../src/features/pay/core/use-cases/CancelScheduledPayment';
import { CancelHeldPayment } from '../../../../src/features/pay/core/use-cases/CancelHeldPayment';
import { LoadPayOptions } from '../../../../src/features/pay/core/use-cases/LoadPayOptions';
import { MakePayment } from '../../../../src/features/pay/core/use-cases/MakePayment';
import { PayStore } from '../../../../src/features/pay/stores/PayStore';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { testQueryCache } from '../../../support/testQueryCache';
import { FakePaymentService } from '../fakes/FakePaymentService';
import { nameCheck } from '../fakes/nameCheck';
import { arohaPayAccounts, arohaPayees, PAY_TODAY } from '../fakes/payFixtures';

async function setup(flagOn = true) {
  const payments = new FakePaymentService(arohaPayAccounts(), PAY_TODAY, arohaPayees());
  const cache = testQueryCache();
  const cop = nameCheck(flagOn);
  const store = new PayStore({
    load: new LoadPayOptions(payments, cache), pay: new MakePayment(payments, cache), cancel: new CancelScheduledPayment(payments, cache), cancelHeld: new CancelHeldPayment(payments, cache),
    safeguarded: { execute: (operation) => operation() }, challenge: null as unknown as ChallengePrompt, ...cop.deps,
  }, new FakeClock(Date.UTC(2026, 10, 20, 20, 0)), () => crypto.randomUUID());
  await store.load();
  return { store, payments, payees: cop.payees };
}

function oneOff(store: PayStore, name: string, accountNumber: string) {
  store.form.setTo('new');
  store.form.set('payeeName', name);
  store.form.set('purpose', 'family-or-friends');
  store.form.set('accountNumber', accountNumber);
  store.form.set('amount', '20');
}

describe('PayStore: Confirmation of Payee on a one-off payment', () => {
  it('goes straight to the review on a match, and the review knows the outcome', async () => {
    const { store, payees } = await setup();
    oneOff(store, 'Hemi Walker', '03-0104-0731553-000');
    await store.review();
    expect(payees.confirmations).toBe(1);
    expect(store.step).toBe('review');
    expect(store.check.confirmation).toEqual({ outcome: 'match' });
  });

  it('waits on the form for a close match; "Continue anyway" reviews, "Go back" clears the answer', async () => {
    const { store } = await setup();
    oneOff(store, 'H Walker', '03-0104-0731553-000');
    await store.review();
    expect(store.step).toBe('form');
    expect(store.check.confirmation).toEqual({ outcome: 'partial-match' });
    store.goBack();
    expect(store.check.confirmation).toBeNull();
    await store.review();
    store.continueAnyway();
    expect(store.step).toBe('review');
  });

  it('needs the tick box before going on after no match', async () => {
    const { store } = await setup();
    oneOff(store, 'Someone Else', '03-0104-0731553-000');
    await store.review();
    expect(store.check.confirmation).toEqual({ outcome: 'no-match' });
    store.continueAnyway();
    expect(store.step).toBe('form');
    expect(store.check.acknowledgementMissing).toBe(true);
    store.check.setAcknowledged(true);
    store.continueAnyway();
    expect(store.step).toBe('review');
  });

  it('informs when the account is unknown or its bank cannot check, and never blocks', async () => {
    const { store } = await setup();
    oneOff(store, 'Power Co', '01-0902-0068389-00');
    await store.review();
    expect(store.check.confirmation).toEqual({ outcome: 'account-not-found' });
    store.form.set('accountNumber', '15-3950-1190385-00');
    expect(store.check.confirmation).toBeNull(); // a different account: the old answer is gone
    await store.review();
    expect(store.check.confirmation).toEqual({ outcome: 'unavailable' });
    store.continueAnyway();
    expect(store.step).toBe('review');
  });

  it('treats a failed check as "can\'t check", and a refused check as no check at all', async () => {
    const { store, payees } = await setup();
    oneOff(store, 'Hemi Walker', '03-0104-0731553-000');
    payees.failConfirmWith = new ApiError(503, null, null);
    await store.review();
    expect(store.check.confirmation).toEqual({ outcome: 'unavailable' });
    store.goBack();
    payees.failConfirmWith = new ApiError(404, null, { message: 'Confirmation of Payee is not available.' });
    await store.review();
    expect(store.step).toBe('review');
    expect(store.check.confirmation).toBeNull();
  });

  it('does not check a saved payee, nor anyone when the flag is off', async () => {
    const saved = await setup();
    saved.store.form.choosePayee(saved.store.payees[0]);
    saved.store.form.set('amount', '20');
    await saved.store.review();
    expect(saved.store.step).toBe('review');
    expect(saved.payees.confirmations).toBe(0);
    const off = await setup(false);
    oneOff(off.store, 'Someone Else', '03-0104-0731553-000');
    await off.store.review();
    expect(off.store.step).toBe('review');
    expect(off.payees.confirmations).toBe(0);
  });
});
