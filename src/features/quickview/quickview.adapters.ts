import { ContainerModule } from 'inversify';
import { AxiosQuickViewService } from './adapters/AxiosQuickViewService';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { QUICK_VIEW_TOKENS as Q } from './tokens';

/** The real QuickViewService, over the platform HTTP client. */
export const quickViewAdapters = new ContainerModule(({ bind }) => {
  bind(Q.QuickViewService).toDynamicValue((ctx) => new AxiosQuickViewService(ctx.get(P.HttpClient))).inSingletonScope();
});
