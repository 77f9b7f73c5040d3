import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { QuickViewStore } from './stores/QuickViewStore';
import { QUICK_VIEW_TOKENS as Q } from './tokens';

/** Quick view's store, against the QuickViewService port. */
export const quickViewModule = new ContainerModule(({ bind }) => {
  bind(Q.QuickViewStore).toDynamicValue((ctx) => new QuickViewStore(ctx.get(Q.QuickViewService), ctx.get(P.QueryCache), ctx.get(P.HandleApiError)))
    .inSingletonScope();
});
