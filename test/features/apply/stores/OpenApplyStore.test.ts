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

  it('leaves out a product whose flag is off for the customer, once the flags are known', async () => {
    const catalogue = new FakeOpenApplyCatalogue();
    const off = { ensureLoaded: async () => undefined, isEnabled: (name: string) => name !== 'PersonalLoanNever' && name !== 'HomeLoanTopUp' };
    catalogue.extraItems = [{ id: 'home-loan-top-up', title: 'Home loan top-up', text: 'Add to your home loan.', href: '/apply/open-a/home-loan-top-up', image: null }];
    const store = new OpenApplyStore(testQueryCache(), catalogue, { features: off, native: { isWebview: false } });
    await store.entered();
    expect(store.sections.flatMap((s) => s.items.map((i) => i.id))).toEqual(['account', 'personal-loan']);
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
