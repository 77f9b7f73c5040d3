import { OpenApplyStore } from '../../../../src/features/apply/stores/OpenApplyStore';
import { testQueryCache } from '../../../support/testQueryCache';

describe('OpenApplyStore', () => {
  it('invalidates the customer-actions list when /apply/open-a opens', async () => {
    const cache = testQueryCache();
    await cache.fetch('customer-actions/list', async () => ['old']);
    new OpenApplyStore(cache).entered();
    expect(cache.peek('customer-actions/list')).toBeUndefined();
  });
});
