import { queryKey } from '../../../../../src/kernel/domain/QueryKey';
import { MakeTransfer } from '../../../../../src/features/transfer/core/use-cases/MakeTransfer';
import { testQueryCache } from '../../../../support/testQueryCache';
import { FakeTransferService } from '../../fakes/FakeTransferService';
import { arohaTransferAccounts } from '../../fakes/transferFixtures';

const order = (toAccountId: string, amount: number) => ({ fromAccountId: '1000001-1', toAccountId, amount, reference: '' });

describe('MakeTransfer', () => {
  it('tops up through the top-up, transfers through the transfer, then marks every balance stale', async () => {
    const transfers = new FakeTransferService(arohaTransferAccounts());
    const cache = testQueryCache();
    const dashboard = queryKey<number>('accounts');
    await cache.fetch(dashboard, async () => 1);
    const make = new MakeTransfer(transfers, cache);
    await expect(make.execute({ mode: 'between', order: order('1000001-4', 50_000), idempotencyKey: 'k1' })).rejects.toMatchObject({ status: 400 });
    expect(cache.peek(dashboard)).toBe(1); // a refusal leaves the balances as shown
    await make.execute({ mode: 'top-up', order: order('1000001-4', 50_000), idempotencyKey: 'k2' });
    expect(transfers.made).toEqual([expect.objectContaining({ amount: 50_000, to: expect.objectContaining({ name: 'Term Deposit 12 months' }) })]);
    expect(cache.peek(dashboard)).toBeUndefined();
  });
});
