import type { DashboardService } from '../../../../src/features/dashboard/core/ports/DashboardService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

export interface DashboardServiceSubject {
  /** Logged in as Aroha (demo customer 1000001): she has activity, automatic payments and EFTPOS requests. */
  loggedIn: DashboardService;
  anonymous: DashboardService;
  /** Auckland's date for the subject's "now". */
  today: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function describeDashboardServiceContract(name: string, make: () => Promise<DashboardServiceSubject>) {
  describe(`${name} honours the DashboardService contract`, () => {
    let subject: DashboardServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it('gives recent activity newest first, in whole cents and Auckland dates', async () => {
      const { recentActivity } = await subject.loggedIn.getOverview();
      expect(recentActivity.length).toBeGreaterThan(0);
      for (const item of recentActivity) {
        expect(Number.isSafeInteger(item.amount)).toBe(true);
        expect(item.date).toMatch(ISO_DATE);
        expect(item.date <= subject.today).toBe(true);
      }
      expect(recentActivity.map((i) => i.date)).toEqual([...recentActivity.map((i) => i.date)].sort().reverse());
    });

    it('gives upcoming payments from today on, soonest first, each a positive amount leaving an account', async () => {
      const { upcoming } = await subject.loggedIn.getOverview();
      expect(upcoming.length).toBeGreaterThan(0);
      expect(upcoming.every((u) => u.date >= subject.today && u.amount > 0 && u.fromAccountName !== '')).toBe(true);
      expect(upcoming.map((u) => u.date)).toEqual([...upcoming.map((u) => u.date)].sort());
    });

    it('gives what waits for the customer with an in-app path and the words of its link', async () => {
      const { waiting } = await subject.loggedIn.getOverview();
      expect(waiting.length).toBeGreaterThan(0);
      for (const item of waiting) {
        expect(item.href.startsWith('/')).toBe(true);
        expect(item.action).not.toBe('');
      }
    });

    it("adds this month's spending up from its categories", async () => {
      const { spending } = await subject.loggedIn.getOverview();
      expect(spending.month).toBe(subject.today.slice(0, 7));
      expect(spending.categories.reduce((sum, c) => sum + c.amount, 0)).toBe(spending.total);
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      const failure = await subject.anonymous.getOverview().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
