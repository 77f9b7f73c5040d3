import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { ESCALATION_TOKENS } from '../escalation';
import { ChangePasswordStore } from './stores/ChangePasswordStore';
import { SECURITY_TOKENS as S } from './tokens';

/** Security settings: the change-password form, safeguarded by the escalation area's challenge. */
export const securityModule = new ContainerModule(({ bind }) => {
  bind(S.ChangePasswordStore).toDynamicValue((ctx) => new ChangePasswordStore(
    ctx.get(S.SecurityService), ctx.get(ESCALATION_TOKENS.RunSafeguarded), ctx.get(ESCALATION_TOKENS.ChallengeStore), ctx.get(P.HandleApiError),
  )).inSingletonScope();
});
