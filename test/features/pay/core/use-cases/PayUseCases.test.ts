import { queryKey } from '../../../../../src/kernel/domain/QueryKey';
import { LoadPayOptions } from '../../../../../src/features/pay/core/use-cases/LoadPayOptions';
import { LoadReceipt } from '../../../../../src/features/pay/core/use-cases/LoadReceipt';
import { MakePayment } from '../../../../../src/features/pay/core/use-cases/MakePayment';
import { testQueryCache } from '../../../../support/testQueryCache';
import { FakePaymentService } from '../../fakes/FakePaymentService';
import { arohaPayAccounts, ONE_OFF, PAY_TODAY } from '../../fakes/payFixtures';

const order = { fromAccountId: '1000001-1', to: ONE_OFF, amount: 1234, particulars: '', code: '', reference: '', date: null };

describe('MakePayment', () => {
  it('pays, then marks every cached balance stale (the dashboard shares the accounts key)', async () => {
    const payments = new FakePaymentService(arohaPayAccounts(), PAY_TODAY);
    const cache = testQueryCache();
    const dashboardAccounts = queryKey<number>('accounts');
    await cache.fetch(dashboardAccounts, async () => 1);
    const stale = jest.fn();
    cache.onInvalidate('accounts', stale);
    await new MakePayment(payments, cache).execute({ order, idempotencyKey: 'k1' });
    expect(stale).toHaveBeenCalled();
    expect(cache.peek(dashboardAccounts)).toBeUndefined();
  });

  it('leaves the cache alone when the payment fails', async () => {
    const payments = new FakePaymentService(arohaPayAccounts(), PAY_TODAY);
    const cache = testQueryCache();
    const stale = jest.fn();
    cache.onInvalidate('accounts', stale);
    await expect(new MakePayment(payments, cache).execute({ order: { ...order, amount: 999_999_999 }, idempotencyKey: 'k2' })).rejects.toMatchObject({ status: 400 });
    expect(stale).not.toHaveBeenCalled();
  });
});

describe('LoadPayOptions and LoadReceipt', () => {
  it('offer the accounts that can pay and the scheduled payments; read a receipt and its image', async () => {
    const payments = new FakePaymentService(arohaPayAccounts(), PAY_TODAY);
    const cache = testQueryCache();
    const { id } = await payments.pay(order, 'k3');
    const options = await new LoadPayOptions(payments, cache).execute();
    expect(options.accounts.map((a) => a.product)).toEqual(['everyday', 'bills']);
    expect(options.maySavePayees).toBe(true);
    payments.editingRestricted = true;
    expect((await new LoadPayOptions(payments, cache).execute()).maySavePayees).toBe(false);
    const receipts = new LoadReceipt(payments, cache);
    expect((await receipts.execute(id)).amount).toBe(1234);
    expect((await receipts.image(id)).contentType).toBe('image/png');
  });
});
