import { OpenAccount } from '../../../../src/features/apply/core/use-cases/OpenAccount';
import { testQueryCache } from '../../../support/testQueryCache';
import { FakeApplicationService } from '../fakes/FakeApplicationService';

describe('OpenAccount', () => {
  it('opens the account through the engine and drops the cached accounts, so the dashboard shows it at once', async () => {
    const cache = testQueryCache();
    await cache.fetch('accounts', async () => ['Everyday']);
    const service = new FakeApplicationService();
    const decision = await new OpenAccount(service, cache, 'accounts').execute('savings-account');
    expect(decision).toMatchObject({ outcome: 'approved', accountNumber: '38-9123-0999999-00' });
    expect(service.calls).toEqual(['getOrCreate savings-account', 'submit']);
    expect(cache.peek('accounts')).toBeUndefined();
  });
});
