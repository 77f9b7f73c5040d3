import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { BOT_CHECK_TOKENS } from '../bot-check';
import { CompletePasswordReset } from './core/use-cases/CompletePasswordReset';
import { StartPasswordReset } from './core/use-cases/StartPasswordReset';
import { PasswordResetStore } from './stores/PasswordResetStore';
import { PASSWORD_RESET_TOKENS as R } from './tokens';

/** Password reset: details and the bot check, then the texted code and a new password. */
export const passwordResetModule = new ContainerModule(({ bind }) => {
  bind(R.PasswordResetStore).toDynamicValue((ctx) => new PasswordResetStore(
    new StartPasswordReset(ctx.get(R.PasswordResetService), ctx.get(BOT_CHECK_TOKENS.ProveNotARobot)),
    new CompletePasswordReset(ctx.get(R.PasswordResetService)), ctx.get(P.SessionStorage), ctx.get(P.HandleApiError),
  )).inSingletonScope();
});
