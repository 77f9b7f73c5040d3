import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { SaveAlerts } from './core/use-cases/SaveAlerts';
import { AlertSettingsStore } from './stores/AlertSettingsStore';
import { ALERTS_TOKENS as A } from './tokens';

/** The Alerts page's store and use-case, against the AlertsService port. */
export const alertsModule = new ContainerModule(({ bind }) => {
  bind(A.AlertSettingsStore).toDynamicValue((ctx) => {
    const service = ctx.get(A.AlertsService);
    return new AlertSettingsStore(service, new SaveAlerts(service), ctx.get(P.QueryCache), ctx.get(P.HandleApiError));
  }).inSingletonScope();
});
