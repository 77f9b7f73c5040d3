import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { LoadDashboard } from './core/use-cases/LoadDashboard';
import { LoadOverview } from './core/use-cases/LoadOverview';
import { DashboardStore } from './stores/DashboardStore';
import { DASHBOARD_TOKENS as D } from './tokens';

/** The home pages: the customer's profile and accounts through the query cache, and the overview beside them. */
export const dashboardModule = new ContainerModule(({ bind }) => {
  bind(D.LoadDashboard).toDynamicValue((ctx) => new LoadDashboard(ctx.get(D.CustomerService), ctx.get(P.QueryCache))).inSingletonScope();
  bind(D.LoadOverview).toDynamicValue((ctx) => new LoadOverview(ctx.get(D.DashboardService), ctx.get(P.QueryCache))).inSingletonScope();
  bind(D.DashboardStore).toDynamicValue((ctx) => new DashboardStore(ctx.get(D.LoadDashboard), ctx.get(D.LoadOverview), ctx.get(P.Clock))).inSingletonScope();
});
