import { ContainerModule } from 'inversify';
import { SESSION_TOKENS } from '../session';
import { PLATFORM_TOKENS } from '../../platform/tokens';
import { RunSafeguarded } from './core/use-cases/RunSafeguarded';
import { ChallengeStore } from './stores/ChallengeStore';
import { ESCALATION_TOKENS as E } from './tokens';

/** The step-up: RunSafeguarded over the session's escalation grant, and the one challenge dialog's store. */
export const escalationModule = new ContainerModule(({ bind }) => {
  bind(E.RunSafeguarded).toDynamicValue((ctx) => {
    // The session's /token adapter is also the passkey approval (POST /token's escalation grant).
    const approval = ctx.get(SESSION_TOKENS.PasskeyApproval);
    return new RunSafeguarded(ctx.get(SESSION_TOKENS.TokenService), { approval, authenticator: ctx.get(PLATFORM_TOKENS.PasskeyAuthenticator) });
  }).inSingletonScope();
  bind(E.ChallengeStore).toDynamicValue(() => new ChallengeStore()).inSingletonScope();
});

/** Escalation has no adapters of its own: the escalation grant is the session's TokenService. */
export const escalationAdapters = new ContainerModule(() => undefined);
