import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosCustomerService } from './adapters/AxiosCustomerService';
import { AxiosDashboardService } from './adapters/AxiosDashboardService';
import { DASHBOARD_TOKENS as D } from './tokens';

/** The customer's profile, accounts and home-page overview over HTTP. */
export const dashboardAdapters = new ContainerModule(({ bind }) => {
  bind(D.CustomerService).toDynamicValue((ctx) => new AxiosCustomerService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(D.DashboardService).toDynamicValue((ctx) => new AxiosDashboardService(ctx.get(P.HttpClient))).inSingletonScope();
});
