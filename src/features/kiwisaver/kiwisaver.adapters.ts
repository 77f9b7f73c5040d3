import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS } from '../../platform/tokens';
import { AxiosKiwiSaverService } from './adapters/AxiosKiwiSaverService';
import { KIWISAVER_TOKENS } from './tokens';

export const kiwiSaverAdapters = new ContainerModule(({ bind }) => {
  bind(KIWISAVER_TOKENS.KiwiSaverService).toDynamicValue((ctx) => new AxiosKiwiSaverService(ctx.get(PLATFORM_TOKENS.HttpClient))).inSingletonScope();
});
