import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { ProveNotARobot } from './core/use-cases/ProveNotARobot';
import { BOT_CHECK_TOKENS as B } from './tokens';

/** The bot check: the proof every anonymous submit carries. */
export const botCheckModule = new ContainerModule(({ bind }) => {
  bind(B.ProveNotARobot).toDynamicValue((ctx) => new ProveNotARobot(ctx.get(B.BotCheck), ctx.get(P.DebugOptions))).inSingletonScope();
});
