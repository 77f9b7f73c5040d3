import { ContainerModule } from 'inversify';
import { SESSION_TOKENS } from '../session';
import { RunSafeguarded } from './core/use-cases/RunSafeguarded';
import { ChallengeStore } from './stores/ChallengeStore';
import { ESCALATION_TOKENS as E } from './tokens';

/** The step-up: RunSafeguarded over the session's escalation grant, and the one challenge dialog's store. */
export const escalationModule = new ContainerModule(({ bind }) => {
  bind(E.RunSafeguarded).toDynamicValue((ctx) => new RunSafeguarded(ctx.get(SESSION_TOKENS.TokenService))).inSingletonScope();
  bind(E.ChallengeStore).toDynamicValue(() => new ChallengeStore()).inSingletonScope();
});

/** Escalation has no adapters of its own: the escalation grant is the session's TokenService. */
export const escalationAdapters = new ContainerModule(() => undefined);
