import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosBotCheck } from './adapters/AxiosBotCheck';
import { BOT_CHECK_TOKENS as B } from './tokens';

/** The bot check over the sandbox API. */
export const botCheckAdapters = new ContainerModule(({ bind }) => {
  bind(B.BotCheck).toDynamicValue((ctx) => new AxiosBotCheck(ctx.get(P.HttpClient))).inSingletonScope();
});
