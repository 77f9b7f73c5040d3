import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { ESCALATION_TOKENS } from '../escalation';
import { ChangePasswordStore } from './stores/ChangePasswordStore';
import { LogOutEverywhereElse } from './core/use-cases/LogOutEverywhereElse';
import { LogOutDevice } from './core/use-cases/LogOutDevice';
import { SecurityActivityStore } from './stores/SecurityActivityStore';
import { SessionsStore } from './stores/SessionsStore';
import { PasskeysStore } from './stores/PasskeysStore';
import { AddPasskey } from './core/use-cases/AddPasskey';
import { RemovePasskey } from './core/use-cases/RemovePasskey';
import { SECURITY_TOKENS as S } from './tokens';

/** Security settings: the change-password form (safeguarded by the escalation area's challenge) and the signed-in sessions. */
export const securityModule = new ContainerModule(({ bind }) => {
  bind(S.ChangePasswordStore).toDynamicValue((ctx) => new ChangePasswordStore(
    ctx.get(S.SecurityService), ctx.get(ESCALATION_TOKENS.RunSafeguarded), ctx.get(ESCALATION_TOKENS.ChallengeStore), ctx.get(P.HandleApiError),
  )).inSingletonScope();
  bind(S.SessionsStore).toDynamicValue((ctx) => {
    const sessions = ctx.get(S.SessionsService);
    return new SessionsStore(sessions, new LogOutEverywhereElse(sessions), ctx.get(P.QueryCache), ctx.get(P.HandleApiError), new LogOutDevice(sessions));
  }).inSingletonScope();
  // A new store per visit: a passkey name or password half-typed never outlives its page.
  bind(S.PasskeysStore).toDynamicValue((ctx) => {
    const passkeys = ctx.get(S.PasskeyService);
    const safeguarded = ctx.get(ESCALATION_TOKENS.RunSafeguarded);
    return new PasskeysStore(passkeys, new AddPasskey(passkeys, ctx.get(P.PasskeyAuthenticator)), new RemovePasskey(passkeys),
      safeguarded, ctx.get(ESCALATION_TOKENS.ChallengeStore), ctx.get(P.HandleApiError));
  });
  bind(S.SecurityActivityStore).toDynamicValue((ctx) => new SecurityActivityStore(ctx.get(S.SecurityActivityService), ctx.get(P.QueryCache))).inSingletonScope();
});
