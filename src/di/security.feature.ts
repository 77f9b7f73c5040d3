import type { AxiosInstance } from 'axios';
import { AxiosSecurityService } from '../adapters/http/AxiosSecurityService';
import type { TokenService } from '../core/ports/TokenService';
import type { HandleApiError } from '../core/use-cases/errors/HandleApiError';
import { RunSafeguarded } from '../core/use-cases/security/RunSafeguarded';
import { ChallengeStore } from '../stores/security/ChallengeStore';
import { ChangePasswordStore } from '../stores/security/ChangePasswordStore';

/** The security settings' view models: the change-password form and the safeguard challenge it uses. */
export interface SecurityFeature {
  challenge: ChallengeStore;
  changePassword: ChangePasswordStore;
}

/** Builds the feature; only security.module.ts calls this, from the "settings" chunk. */
export function createSecurityFeature(deps: { http: AxiosInstance; tokens: TokenService; errors: HandleApiError }): SecurityFeature {
  const challenge = new ChallengeStore();
  const changePassword = new ChangePasswordStore(new AxiosSecurityService(deps.http), new RunSafeguarded(deps.tokens), challenge, deps.errors);
  return { challenge, changePassword };
}
