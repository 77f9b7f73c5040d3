import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosCustomerService } from './adapters/AxiosCustomerService';
import { DASHBOARD_TOKENS as D } from './tokens';

/** The customer's profile and accounts over HTTP. */
export const dashboardAdapters = new ContainerModule(({ bind }) => {
  bind(D.CustomerService).toDynamicValue((ctx) => new AxiosCustomerService(ctx.get(P.HttpClient))).inSingletonScope();
});
