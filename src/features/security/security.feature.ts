import type { AxiosInstance } from 'axios';
import { AxiosSecurityService } from './adapters/AxiosSecurityService';
import type { TokenService } from '../session/core/ports/TokenService';
import type { HandleApiError } from '../../kernel/services/HandleApiError';
import { RunSafeguarded } from '../escalation/core/use-cases/RunSafeguarded';
import { ChallengeStore } from '../escalation/stores/ChallengeStore';
import { ChangePasswordStore } from './stores/ChangePasswordStore';

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
