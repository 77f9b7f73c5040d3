import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS } from '../../platform/tokens';
import { KiwiSaverStore } from './stores/KiwiSaverStore';
import { KIWISAVER_TOKENS } from './tokens';

export const kiwiSaverModule = new ContainerModule(({ bind }) => {
  bind(KIWISAVER_TOKENS.KiwiSaverStore).toDynamicValue((ctx) => new KiwiSaverStore(ctx.get(KIWISAVER_TOKENS.KiwiSaverService), ctx.get(PLATFORM_TOKENS.Monitoring))).inSingletonScope();
});
