import { aucklandToday } from '../../../../contract/rules/AucklandDate';
import { LoadDashboard } from '../../../../src/features/dashboard/core/use-cases/LoadDashboard';
import { LoadOverview } from '../../../../src/features/dashboard/core/use-cases/LoadOverview';
import { DashboardStore } from '../../../../src/features/dashboard/stores/DashboardStore';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { FakeMonitoring } from '../../../kernel/fakes/FakeMonitoring';
import { AROHA, AROHA_ACCOUNTS } from '../../../support/demoData';
import { testQueryCache } from '../../../support/testQueryCache';
import { FakeCustomerService } from '../fakes/FakeCustomerService';
import { FakeDashboardService } from '../fakes/FakeDashboardService';

function setup() {
  const clock = new FakeClock();
  const monitoring = new FakeMonitoring();
  const cache = testQueryCache(monitoring);
  const customers = new FakeCustomerService({ customerNumber: AROHA.customerNumber, firstName: 'Aroha', lastName: 'Ngata' }, AROHA_ACCOUNTS);
  const overview = new FakeDashboardService();
  const store = new DashboardStore(new LoadDashboard(customers, cache), new LoadOverview(overview, cache), clock);
  return { store, clock, customers, overview, monitoring };
}

describe('DashboardStore', () => {
  it('loads the accounts and the overview, and when (on the clock)', async () => {
    const { store, clock } = setup();
    await store.load();
    expect(store.data?.accounts).toHaveLength(AROHA_ACCOUNTS.length);
    expect(store.overviewState).toBe('loaded');
    expect(aucklandToday(store.loadedAt)).toBe(aucklandToday(clock.now()));
    expect(store.netPosition).toBe(AROHA_ACCOUNTS.reduce((sum, a) => sum + a.balance, 0));
    expect(store.groups.map((g) => g.id)).toEqual(['everyday', 'cards']);
  });

  it('asks for the overview afresh on every visit (it changes with every payment)', async () => {
    const { store, overview } = setup();
    await store.load();
    await store.load();
    expect(overview.calls).toBe(2);
  });

  it('keeps the balances when only the overview fails, reports it with its key, and retries on request', async () => {
    const { store, overview, monitoring } = setup();
    overview.getOverview = () => Promise.reject(new ApiError(500));
    await store.load();
    expect(store.data).not.toBeNull();
    expect(store.overviewState).toBe('failed');
    expect(monitoring.reports.map((r) => r.queryKey)).toContain('dashboard/overview');
    overview.getOverview = FakeDashboardService.prototype.getOverview.bind(overview);
    await store.refreshOverview();
    expect(store.overviewState).toBe('loaded');
  });

  it('says the accounts failed when they do', async () => {
    const { store, customers } = setup();
    customers.loggedIn = false;
    await store.load();
    expect(store.failed).toBe(true);
    expect(store.loading).toBe(false);
  });
});
