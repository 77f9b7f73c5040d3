import { OpenApplyStore } from '../../../../src/features/apply/stores/OpenApplyStore';
import { testQueryCache } from '../../../support/testQueryCache';
import { FAKE_MENU, FakeOpenApplyCatalogue } from '../fakes/FakeOpenApplyCatalogue';

describe('OpenApplyStore', () => {
  it('invalidates the customer-actions list when /apply/open-a opens, then shows the fresh list and the products', async () => {
    const cache = testQueryCache();
    await cache.fetch('customer-actions/list', async () => ['old']);
    const catalogue = new FakeOpenApplyCatalogue();
    catalogue.actions = [{ id: 'add-mobile', title: 'Add your mobile number', href: '/setup/internet-banking/mobile' }];
    const store = new OpenApplyStore(cache, catalogue);
    await store.entered();
    expect(store.status).toBe('ready');
    expect(store.actions).toEqual(catalogue.actions);
    expect(store.sections).toEqual(FAKE_MENU);
  });

  it('says so when the lists cannot be loaded, and loads them on a retry', async () => {
    const catalogue = new FakeOpenApplyCatalogue();
    catalogue.failing = true;
    const store = new OpenApplyStore(testQueryCache(), catalogue);
    await store.entered();
    expect(store.status).toBe('failed');
    catalogue.failing = false;
    await store.entered();
    expect(store.status).toBe('ready');
  });
});
