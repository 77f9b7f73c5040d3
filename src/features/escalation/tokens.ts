import { serviceId } from '../../platform/tokens';
import type { RunSafeguarded } from './core/use-cases/RunSafeguarded';
import type { ChallengeStore } from './stores/ChallengeStore';

/** The escalation (step-up) service identifiers, for every area whose calls a safeguard may stop. */
export const ESCALATION_TOKENS = {
  RunSafeguarded: serviceId<RunSafeguarded>('RunSafeguarded'),
  /** The one SMS-code challenge the ChallengeDialog shows. */
  ChallengeStore: serviceId<ChallengeStore>('ChallengeStore'),
} as const;
