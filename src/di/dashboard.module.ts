import { ContainerModule } from 'inversify';
import { AxiosCustomerService } from '../adapters/http/AxiosCustomerService';
import { LoadDashboard } from '../core/use-cases/dashboard/LoadDashboard';
import { DashboardStore } from '../stores/dashboard/DashboardStore';
import { TOKENS } from './tokens';

export const dashboardModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.CustomerService).toDynamicValue((ctx) => new AxiosCustomerService(ctx.get(TOKENS.HttpClient))).inSingletonScope();
  bind(TOKENS.LoadDashboard).toDynamicValue((ctx) => new LoadDashboard(ctx.get(TOKENS.CustomerService))).inSingletonScope();
  bind(TOKENS.DashboardStore).toDynamicValue((ctx) => new DashboardStore(ctx.get(TOKENS.LoadDashboard))).inSingletonScope();
});
