import { ContainerModule } from 'inversify';
import { AxiosSecurityService } from '../adapters/http/AxiosSecurityService';
import { RunSafeguarded } from '../core/use-cases/security/RunSafeguarded';
import { ChallengeStore } from '../stores/security/ChallengeStore';
import { ChangePasswordStore } from '../stores/security/ChangePasswordStore';
import { TOKENS } from './tokens';

/** Security settings and the reusable safeguard challenge. */
export const securityModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.SecurityService).toDynamicValue((ctx) => new AxiosSecurityService(ctx.get(TOKENS.HttpClient))).inSingletonScope();
  bind(TOKENS.ChallengeStore).toDynamicValue(() => new ChallengeStore()).inSingletonScope();
  bind(TOKENS.ChangePasswordStore).toDynamicValue((ctx) => new ChangePasswordStore(
    ctx.get(TOKENS.SecurityService), new RunSafeguarded(ctx.get(TOKENS.TokenService)), ctx.get(TOKENS.ChallengeStore), ctx.get(TOKENS.HandleApiError),
  )).inSingletonScope();
});
