import { ContainerModule } from 'inversify';
import { HandleApiError } from '../kernel/services/HandleApiError';
import { NativeJourney } from '../kernel/services/NativeJourney';
import { QueryCache } from '../kernel/services/QueryCache';
import { PLATFORM_TOKENS as P } from './tokens';

/** The kernel's services over the platform's ports: the same in both roots and in tests. */
export const kernelServicesModule = new ContainerModule(({ bind }) => {
  bind(P.HandleApiError).toDynamicValue((ctx) => new HandleApiError(ctx.get(P.Monitoring))).inSingletonScope();
  bind(P.NativeJourney).toDynamicValue((ctx) => new NativeJourney(ctx.get(P.NativeBridge), ctx.get(P.Notifier))).inSingletonScope();
  bind(P.QueryCache).toDynamicValue((ctx) => new QueryCache(ctx.get(P.Clock), ctx.get(P.HandleApiError))).inSingletonScope();
});
