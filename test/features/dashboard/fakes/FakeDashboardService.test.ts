import { aucklandToday } from '../../../../contract/rules/AucklandDate';
import { describeDashboardServiceContract } from '../contracts/DashboardService.contract';
import { FakeDashboardService, sampleOverview } from './FakeDashboardService';

describeDashboardServiceContract('FakeDashboardService', async () => {
  const today = aucklandToday(Date.UTC(2026, 10, 21, 9));
  const anonymous = new FakeDashboardService(sampleOverview(today));
  anonymous.loggedIn = false;
  return { loggedIn: new FakeDashboardService(sampleOverview(today)), anonymous, today };
});
