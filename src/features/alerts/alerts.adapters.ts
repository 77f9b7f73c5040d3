import { ContainerModule } from 'inversify';
import { AxiosAlertsService } from './adapters/AxiosAlertsService';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { ALERTS_TOKENS as A } from './tokens';

/** The real AlertsService over the platform HTTP client. */
export const alertsAdapters = new ContainerModule(({ bind }) => {
  bind(A.AlertsService).toDynamicValue((ctx) => new AxiosAlertsService(ctx.get(P.HttpClient))).inSingletonScope();
});
