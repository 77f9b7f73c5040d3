import type { AxiosInstance } from 'axios';
import type { DashboardDto } from '../../../../contract/dashboard';
import type { DashboardOverview } from '../core/domain/Overview';
import type { DashboardService } from '../core/ports/DashboardService';

/** DashboardService over GET /api/dashboard. */
export class AxiosDashboardService implements DashboardService {
  constructor(private readonly http: AxiosInstance) {}

  async getOverview(): Promise<DashboardOverview> {
    const { data } = await this.http.get<DashboardDto>('/api/dashboard');
    return {
      recentActivity: data.recentActivity.map((a) => ({
        id: a.id, accountId: a.accountId, accountName: a.accountName, description: a.description,
        amount: a.amountCents, pending: a.status === 'pending', date: a.date,
      })),
      upcoming: data.upcoming.map((u) => ({
        id: u.id, automatic: u.kind === 'automatic', to: u.to, fromAccountId: u.fromAccountId, fromAccountName: u.fromAccountName,
        amount: u.amountCents, date: u.date, frequency: u.frequency,
      })),
      waiting: data.waiting.map((w) => ({
        id: w.id, kind: w.kind, title: w.title, amount: w.amountCents, until: w.until, href: w.href, action: w.action,
      })),
      spending: {
        month: data.spending.month, total: data.spending.totalCents,
        categories: data.spending.categories.map((c) => ({ category: c.category, amount: c.amountCents })),
      },
      insurance: data.insurance.map((p) => ({ id: p.id, name: p.name, cover: p.coverCents })),
    };
  }
}
