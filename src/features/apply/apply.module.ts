import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { OpenApplyStore } from './stores/OpenApplyStore';
import { APPLY_TOKENS as A } from './tokens';

/** The apply area: Open & Apply and password reset. */
export const applyModule = new ContainerModule(({ bind }) => {
  bind(A.OpenApplyStore).toDynamicValue((ctx) => new OpenApplyStore(ctx.get(P.QueryCache))).inSingletonScope();
});

/** No adapters yet: the applications' ports arrive with the application engine. */
export const applyAdapters = new ContainerModule(() => undefined);
