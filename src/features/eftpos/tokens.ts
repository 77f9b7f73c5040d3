import type { ServiceIdentifier } from 'inversify';
import type { ChallengeStore } from '../escalation/stores/ChallengeStore';
import type { EftposService } from './core/ports/EftposService';
import type { EftposStore } from './stores/EftposStore';

const token = <T>(name: string) => Symbol.for(`kowhai.${name}`) as ServiceIdentifier<T>;

/** The online EFTPOS area's service identifiers. */
export const EFTPOS_TOKENS = {
  EftposService: token<EftposService>('EftposService'),
  EftposStore: token<EftposStore>('EftposStore'),
  /** The SMS-code dialog's view model that approvals ask through. */
  EftposChallenge: token<ChallengeStore>('EftposChallenge'),
} as const;
