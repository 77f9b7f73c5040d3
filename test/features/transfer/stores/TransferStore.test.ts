import { CASH_ADVANCE_FEE_CENTS } from '../../../../contract/rules/CashAdvance';
import { LoadTransferAccounts } from '../../../../src/features/transfer/core/use-cases/LoadTransferAccounts';
import { MakeTransfer } from '../../../../src/features/transfer/core/use-cases/MakeTransfer';
import { TransferStore } from '../../../../src/features/transfer/stores/TransferStore';
import type { TransferMode } from '../../../../src/features/transfer/core/domain/transferChoices';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { testQueryCache } from '../../../support/testQueryCache';
import { FakeTransferService } from '../fakes/FakeTransferService';
import { arohaTransferAccounts } from '../fakes/transferFixtures';

async function loaded(mode: TransferMode = 'between', fromAccountId: string | null = null) {
  const transfers = new FakeTransferService(arohaTransferAccounts());
  const cache = testQueryCache();
  const keys: string[] = [];
  const store = new TransferStore(new LoadTransferAccounts(transfers, cache), new MakeTransfer(transfers, cache),
    () => { keys.push(`k${keys.length + 1}`); return keys[keys.length - 1] as string; });
  await store.load(mode, fromAccountId);
  return { store, transfers, keys };
}

describe('TransferStore', () => {
  it('reviews, then transfers once; the review says what the giving account has left', async () => {
    const { store, transfers } = await loaded();
    const before = store.accounts.find((a) => a.id === '1000001-1')!.available;
    store.form.set('toAccountId', '1000001-3');
    store.form.set('amount', '250');
    store.review();
    expect(store.step).toBe('review');
    expect(store.availableAfter).toBe(before - 25_000);
    await store.confirm();
    expect(store.step).toBe('done');
    expect(transfers.made).toEqual([expect.objectContaining({ amount: 25_000, fee: 0 })]);
  });

  it('says a transfer out of the credit card is a cash advance as soon as the card is chosen, and counts its fee', async () => {
    const { store, transfers } = await loaded();
    expect(store.cashAdvance).toBe(false);
    store.form.set('fromAccountId', '1000001-5');
    expect(store.cashAdvance).toBe(true);
    const card = store.accounts.find((a) => a.id === '1000001-5')!.available;
    store.form.set('toAccountId', '1000001-1');
    store.form.set('amount', '100');
    store.review();
    expect(store.availableAfter).toBe(card - 10_000 - CASH_ADVANCE_FEE_CENTS);
    await store.confirm();
    expect(transfers.made[0]).toMatchObject({ amount: 10_000, fee: CASH_ADVANCE_FEE_CENTS });
  });

  it('refuses, on the field, an amount the card cannot cover with the fee', async () => {
    const { store } = await loaded('between', '1000001-5');
    const card = store.accounts.find((a) => a.id === '1000001-5')!;
    store.form.set('toAccountId', '1000001-1');
    store.form.set('amount', (card.available / 100).toFixed(2));
    store.review();
    expect(store.form.errors.amount).toMatch(/^That's more than the .* available in Kōwhai Visa, with the \$2\.50 fee$/);
    expect(store.form.failedAttempts).toBe(1);
  });

  it('never offers the term deposit as an ordinary transfer’s destination', async () => {
    const { store } = await loaded();
    expect(store.choices.to.some((a) => a.product === 'term-deposit')).toBe(false);
  });

  it('tops up the term deposit under its rules: at least the minimum, then through the top-up', async () => {
    const { store, transfers } = await loaded('top-up');
    store.form.set('amount', '499.99');
    store.review();
    expect(store.form.errors.amount).toBe('A top-up must be at least $500.00');
    store.form.set('amount', '500');
    store.review();
    await store.confirm();
    expect(transfers.made[0]).toMatchObject({ amount: 50_000, to: { name: 'Term Deposit 12 months' } });
  });

  it('keeps the key after no answer (502), so the retry moves the money once', async () => {
    const { store, transfers, keys } = await loaded();
    store.form.set('amount', '10');
    store.review();
    transfers.failNext = new ApiError(502);
    await store.confirm();
    expect(store.submitError).toMatch(/may not have been made/);
    await store.confirm();
    expect(keys).toEqual(['k1']);
    expect(transfers.made).toHaveLength(1);
  });

  it('starts from the account a link chose, if it can give', async () => {
    expect((await loaded('between', '1000001-3')).store.form.values.fromAccountId).toBe('1000001-3');
    expect((await loaded('between', '1000001-6')).store.form.values.fromAccountId).toBe('1000001-1');
  });
});
