import { CancelScheduledPayment } from '../../../../src/features/pay/core/use-cases/CancelScheduledPayment';
import { CancelHeldPayment } from '../../../../src/features/pay/core/use-cases/CancelHeldPayment';
import { LoadPayOptions } from '../../../../src/features/pay/core/use-cases/LoadPayOptions';
import { MakePayment } from '../../../../src/features/pay/core/use-cases/MakePayment';
import { PayStore } from '../../../../src/features/pay/stores/PayStore';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { ChallengePrompt } from '../../../../src/features/escalation';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { testQueryCache } from '../../../support/testQueryCache';
import { FakePaymentService } from '../fakes/FakePaymentService';
import { arohaPayAccounts, arohaPayees, ONE_OFF, PAY_TODAY, tamaPayAccounts } from '../fakes/payFixtures';
import { nameCheck } from '../fakes/nameCheck';

const NO_SAFEGUARD = { safeguarded: { execute: <T,>(operation: () => Promise<T>) => operation() }, challenge: null as unknown as ChallengePrompt };

function setup(accounts = arohaPayAccounts(), payees: ReturnType<typeof arohaPayees> = []) {
  const payments = new FakePaymentService(accounts, PAY_TODAY, payees);
  const cache = testQueryCache();
  let n = 0;
  const keys: string[] = [];
  const store = new PayStore({
    load: new LoadPayOptions(payments, cache), pay: new MakePayment(payments, cache), cancel: new CancelScheduledPayment(payments, cache), cancelHeld: new CancelHeldPayment(payments, cache), ...NO_SAFEGUARD, ...nameCheck(false).deps,
  }, new FakeClock(Date.UTC(2026, 10, 20, 20, 0)), () => { const key = `key-${++n}`; keys.push(key); return key; });
  return { store, payments, keys };
}

function fill(store: PayStore, amount = '12.34') {
  store.form.set('payeeName', ONE_OFF.name);
  store.form.set('purpose', 'family-or-friends');
  store.form.set('accountNumber', '01 0902 0068389 00');
  store.form.set('amount', amount);
  store.form.set('reference', 'Koha');
}

describe('PayStore', () => {
  it('offers only accounts that can pay, the first chosen; none means the empty state', async () => {
    const { store } = setup();
    await store.load();
    expect(store.accounts.map((a) => a.id)).toEqual(['1000001-1', '1000001-2']);
    expect(store.form.fromAccountId).toBe('1000001-1');
    const tama = setup(tamaPayAccounts()).store;
    await tama.load();
    expect(tama.accounts).toEqual([]);
  });

  it('reviews, then pays once with one key; the receipt shows the amount in cents', async () => {
    const { store, payments } = setup();
    await store.load();
    fill(store);
    await store.review();
    expect(store.step).toBe('review');
    expect(store.order).toMatchObject({ amount: 1234, to: { accountNumber: '01-0902-0068389-00', name: 'Hemi Walker' }, date: null });
    await store.confirm();
    expect(store.step).toBe('done');
    expect(store.receipt).toMatchObject({ status: 'paid', amount: 1234 });
    expect(payments.receipts).toHaveLength(1);
  });

  it('pays a saved payee, starting from its statement details', async () => {
    const { store, payments } = setup(arohaPayAccounts(), arohaPayees());
    await store.load();
    expect(store.form.to).toBe('saved');
    store.form.choosePayee(store.payees[0]);
    expect(store.form.reference).toBe('7734512');
    store.form.set('amount', '80');
    await store.review();
    expect(store.payee).toMatchObject({ name: 'Mercury Energy', accountNumber: '02-0248-0406223-00' });
    await store.confirm();
    expect(payments.receipts[0]).toMatchObject({ to: { name: 'Mercury Energy' }, particulars: 'Power', amount: 8000 });
  });

  it('asks what a payment to a payee saved in the last 30 days is for, and sends the answer; not for an older payee', async () => {
    const now = Date.UTC(2026, 10, 20, 20, 0);
    const [mercury, harcourts] = arohaPayees();
    const lately = { ...harcourts!, addedAt: now - 3 * 86_400_000 };
    const { store, payments } = setup(arohaPayAccounts(), [mercury!, lately]);
    await store.load();
    store.form.choosePayee(mercury);
    expect(store.asksPurpose).toBe(false);
    store.form.choosePayee(lately);
    expect(store.asksPurpose).toBe(true);
    store.form.set('amount', '80');
    await store.review();
    expect(store.step).toBe('form');
    expect(store.form.errors).toEqual({ purpose: 'Choose what this payment is for' });
    store.form.set('purpose', 'bill-or-invoice');
    await store.review();
    expect(store.order).toMatchObject({ to: { payeeId: lately.id }, purpose: 'bill-or-invoice' });
    await store.confirm();
    expect(payments.receipts).toHaveLength(1);
    // Back to an older payee: the purpose chosen for the new one does not travel with it.
    store.startAgain();
    store.form.choosePayee(mercury);
    store.form.set('purpose', 'bill-or-invoice');
    store.form.set('amount', '10');
    await store.review();
    expect(store.order?.purpose).toBeUndefined();
  });

  it('keeps the key when the bank gave no answer (503), so the retry cannot pay twice', async () => {
    const { store, payments, keys } = setup();
    await store.load();
    fill(store);
    await store.review();
    payments.failNext = new ApiError(503);
    await store.confirm();
    expect(store.submitError).toMatch(/may not have been made/);
    await store.confirm();
    expect(keys).toEqual(['key-1']);
    expect(payments.receipts).toHaveLength(1);
  });

  it('makes a new key once the bank has refused the form (a corrected form is a new request)', async () => {
    const { store, keys } = setup();
    await store.load();
    fill(store, '100000');
    await store.review();
    expect(store.form.errors.amount).toBe("That's more than the $24,583.75 available in Everyday");
    store.form.set('amount', '24583.75');
    await store.review();
    await store.confirm();
    expect(store.step).toBe('done');
    store.startAgain();
    fill(store, '1.00');
    await store.review();
    await store.confirm();
    expect(store.submitError).toBe('The amount is more than the available funds.');
    expect(keys).toEqual(['key-1', 'key-2']);
  });

  it('judges the fields by the bank’s rules', async () => {
    const { store } = setup();
    await store.load();
    store.form.set('accountNumber', '01-0902-0068388-00');
    store.form.set('payeeName', 'A name far longer than twenty');
    store.form.set('purpose', 'family-or-friends');
    store.form.set('amount', '0');
    store.form.set('reference', 'Ngā mihi');
    store.form.setWhen('later');
    store.form.set('date', '2026-11-20');
    await store.review();
    expect(store.step).toBe('form');
    expect(store.form.errors).toEqual({
      accountNumber: 'Enter a valid NZ bank account number, for example 12-3456-0123456-00',
      payeeName: 'Payee name can be up to 20 characters',
      amount: 'Enter an amount over $0.00',
      reference: "Reference can only use letters, numbers, spaces and - ' & / # ? : _ .",
      date: "The payment date can't be in the past",
    });
  });

  it('schedules for a later Auckland date and cancels it, saying so', async () => {
    const { store } = setup();
    await store.load();
    fill(store);
    store.form.setWhen('later');
    store.form.set('date', '2026-11-28');
    await store.review();
    await store.confirm();
    expect(store.receipt).toMatchObject({ status: 'scheduled', date: '2026-11-28' });
    await store.load();
    expect(store.scheduled).toHaveLength(1);
    await store.cancelScheduled(store.scheduled[0]!);
    expect(store.scheduled).toEqual([]);
    expect(store.notice).toBe('Your payment to Hemi Walker has been cancelled.');
  });
});
