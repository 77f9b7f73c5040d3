import { addDays, aucklandToday } from '../../../../contract/rules/AucklandDate';
import type { DashboardOverview } from '../../../../src/features/dashboard/core/domain/Overview';
import type { DashboardService } from '../../../../src/features/dashboard/core/ports/DashboardService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

/** An overview like Aroha's, dated around `today` (an Auckland date): something of every kind. */
export function sampleOverview(today: string): DashboardOverview {
  return {
    recentActivity: [
      { id: 'p3', accountId: '1000001-1', accountName: 'Everyday', description: 'Countdown Ponsonby', amount: -8_450, pending: true, date: today },
      { id: 'p2', accountId: '1000001-1', accountName: 'Everyday', description: 'Fonterra Co-op Salary', amount: 312_500, pending: false, date: addDays(today, -1) },
    ],
    upcoming: [
      { id: 'ap1:next', automatic: true, to: 'Harcourts Rentals', fromAccountId: '1000001-1', fromAccountName: 'Everyday', amount: 55_000, date: addDays(today, 1), frequency: 'weekly' },
      { id: 's1', automatic: false, to: 'Mercury Energy', fromAccountId: '1000001-2', fromAccountName: 'Bills', amount: 18_000, date: addDays(today, 5), frequency: null },
    ],
    waiting: [
      { id: 'eftpos:1', kind: 'eftpos-request', title: 'Mighty Ape is asking you to approve a payment', amount: 8_999, until: new Date(Date.parse(`${addDays(today, 6)}T00:00:00Z`)).toISOString(), href: '/settings/online-eftpos', action: 'Review request' },
    ],
    spending: { month: today.slice(0, 7), total: 60_000, categories: [{ category: 'Groceries', amount: 45_000 }, { category: 'Other', amount: 15_000 }] },
    insurance: [{ id: 'pol-1', name: 'Life insurance', cover: 50_000_000 }],
  };
}

/** The home page's overview held in memory; `loggedIn = false` answers like the API does without a token. */
export class FakeDashboardService implements DashboardService {
  loggedIn = true;
  calls = 0;

  constructor(public overview: DashboardOverview = sampleOverview(aucklandToday(Date.UTC(2026, 10, 21, 9)))) {}

  async getOverview(): Promise<DashboardOverview> {
    this.calls += 1;
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
    return JSON.parse(JSON.stringify(this.overview)) as DashboardOverview;
  }
}
