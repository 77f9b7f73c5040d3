import { CancelScheduledPayment } from '../../../../src/features/pay/core/use-cases/CancelScheduledPayment';
import { CancelHeldPayment } from '../../../../src/features/pay/core/use-cases/CancelHeldPayment';
import { LoadPayOptions } from '../../../../src/features/pay/core/use-cases/LoadPayOptions';
import { MakePayment } from '../../../../src/features/pay/core/use-cases/MakePayment';
import { PayStore, type PayChoice } from '../../../../src/features/pay/stores/PayStore';
import type { ChallengePrompt } from '../../../../src/features/escalation';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { testQueryCache } from '../../../support/testQueryCache';
import { FakePaymentService } from '../fakes/FakePaymentService';
import { arohaPayAccounts, arohaPayees, ONE_OFF, PAY_TODAY } from '../fakes/payFixtures';
import { nameCheck } from '../fakes/nameCheck';

async function loaded(choice: PayChoice = {}, restricted = false) {
  const payments = new FakePaymentService(arohaPayAccounts(), PAY_TODAY, arohaPayees());
  payments.editingRestricted = restricted;
  const cache = testQueryCache();
  const borrowed = nameCheck(false);
  const store = new PayStore({
    load: new LoadPayOptions(payments, cache), pay: new MakePayment(payments, cache), cancel: new CancelScheduledPayment(payments, cache), cancelHeld: new CancelHeldPayment(payments, cache),
    safeguarded: { execute: (operation) => operation() }, challenge: null as unknown as ChallengePrompt, ...borrowed.deps,
  }, new FakeClock(Date.UTC(2026, 10, 20, 20, 0)), () => crypto.randomUUID());
  await store.load(choice);
  return { store, payments, drafts: borrowed.drafts };
}

async function payOneOff(store: PayStore, amount = '25.50') {
  store.form.setTo('new');
  store.form.set('payeeName', ONE_OFF.name);
  store.form.set('purpose', 'family-or-friends');
  store.form.set('accountNumber', '010902006838900');
  store.form.set('amount', amount);
  store.form.set('particulars', 'Lawns');
  await store.review();
}

describe('PayStore: arriving with a choice', () => {
  it('starts with the payee and the account a link chose', async () => {
    const tane = arohaPayees().find((p) => p.name === 'Tane Ngata')!;
    const { store } = await loaded({ payeeId: tane.id, fromAccountId: '1000001-2' });
    expect(store.form).toMatchObject({ to: 'saved', payeeId: tane.id, reference: 'Koha', fromAccountId: '1000001-2' });
  });

  it('ignores a payee or account that is not the customer’s, starting as usual', async () => {
    const { store } = await loaded({ payeeId: 'someone-elses', fromAccountId: '1000001-4' });
    expect(store.form).toMatchObject({ to: 'saved', payeeId: '', fromAccountId: '1000001-1' });
  });
});

describe('PayStore: the review and the confirmation', () => {
  it('shows what the paying account has available after the payment: before − amount', async () => {
    const { store } = await loaded({ fromAccountId: '1000001-2' });
    const before = store.accounts.find((a) => a.id === '1000001-2')!.available;
    await payOneOff(store);
    expect(store.availableAfter).toBe(before - 2_550);
  });

  it('offers to save a one-off account as a payee, and hands it to the add-payee form', async () => {
    const { store, drafts } = await loaded();
    await payOneOff(store);
    expect(store.payeeToSave).toBeNull();
    await store.confirm();
    expect(store.payeeToSave).toMatchObject({ name: 'Hemi Walker', accountNumber: '01-0902-0068389-00', particulars: 'Lawns' });
    store.saveAsPayee();
    expect(drafts.take()).toMatchObject({ name: 'Hemi Walker', accountNumber: '01-0902-0068389-00', particulars: 'Lawns' });
  });

  it('offers no saving to a customer whose payee editing is restricted', async () => {
    const { store } = await loaded({}, true);
    await payOneOff(store);
    await store.confirm();
    expect(store.step).toBe('done');
    expect(store.payeeToSave).toBeNull();
  });

  it('counts each failed review, so the error summary takes focus each time', async () => {
    const { store } = await loaded();
    store.form.setTo('new');
    await store.review();
    await store.review();
    expect(store.form.failedAttempts).toBe(2);
    expect(store.form.summary.map((e) => e.field)).toEqual(['payeeName', 'accountNumber', 'purpose', 'amount']);
  });
});
