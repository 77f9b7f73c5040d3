import { ContainerModule } from 'inversify';
import { AxiosFeatureService } from '../features/session/adapters/AxiosFeatureService';
import { AxiosSystemStatusService } from './adapters/AxiosSystemStatusService';
import { LoadFeatures } from '../features/session/core/use-cases/LoadFeatures';
import { CheckSystemStatus } from './core/use-cases/CheckSystemStatus';
import { FeatureStore } from '../features/session/stores/FeatureStore';
import { RoutingStore } from './stores/RoutingStore';
import { SystemStatusStore } from './stores/SystemStatusStore';
import { ContactSetupStore } from '../features/contact/stores/ContactSetupStore';
import { TOKENS } from '../platform/tokens';

/** What the route table needs around the pages: system status, feature flags, route rules, contact setup. */
export const routingModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.SystemStatusService).toDynamicValue((ctx) => new AxiosSystemStatusService(ctx.get(TOKENS.HttpClient))).inSingletonScope();
  bind(TOKENS.FeatureService).toDynamicValue((ctx) => new AxiosFeatureService(ctx.get(TOKENS.HttpClient))).inSingletonScope();
  bind(TOKENS.SystemStatusStore).toDynamicValue((ctx) => new SystemStatusStore(
    new CheckSystemStatus(ctx.get(TOKENS.SystemStatusService), ctx.get(TOKENS.Navigator), ctx.get(TOKENS.HandleApiError)),
  )).inSingletonScope();
  bind(TOKENS.FeatureStore).toDynamicValue((ctx) => new FeatureStore(
    new LoadFeatures(ctx.get(TOKENS.FeatureService), ctx.get(TOKENS.QueryCache)), ctx.get(TOKENS.SessionStore),
  )).inSingletonScope();
  bind(TOKENS.RoutingStore).toDynamicValue((ctx) => new RoutingStore(ctx.get(TOKENS.PageLoader), ctx.get(TOKENS.QueryCache), ctx.get(TOKENS.NativeBridge))).inSingletonScope();
  bind(TOKENS.ContactSetupStore).toDynamicValue((ctx) => new ContactSetupStore(ctx.get(TOKENS.ContactService), ctx.get(TOKENS.QueryCache))).inSingletonScope();
});
