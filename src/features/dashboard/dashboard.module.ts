import { ContainerModule } from 'inversify';
import { AxiosCustomerService } from './adapters/AxiosCustomerService';
import { LoadDashboard } from './core/use-cases/LoadDashboard';
import { DashboardStore } from './stores/DashboardStore';
import { TOKENS } from '../../platform/tokens';

export const dashboardModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.CustomerService).toDynamicValue((ctx) => new AxiosCustomerService(ctx.get(TOKENS.HttpClient))).inSingletonScope();
  bind(TOKENS.LoadDashboard).toDynamicValue((ctx) => new LoadDashboard(ctx.get(TOKENS.CustomerService))).inSingletonScope();
  bind(TOKENS.DashboardStore).toDynamicValue((ctx) => new DashboardStore(ctx.get(TOKENS.LoadDashboard))).inSingletonScope();
});
