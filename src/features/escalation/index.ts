import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { ESCALATION_TOKENS } from './tokens';
export type { RunSafeguarded, ChallengePrompt } from './core/use-cases/RunSafeguarded';
export type { ChallengeStore } from './stores/ChallengeStore';

/**
 * Escalation (step-up with an SMS code) for safeguarded operations (6001,
 * 6002, 6005, 6006). No pages: areas whose calls a safeguard may stop require it; its dialog
 * is a widget the app renders once this area is loaded.
 */
export const escalationFeature: FeatureManifest = {
  name: 'escalation',
  load: () => import(/* webpackChunkName: "escalation" */ './escalation.chunk').then((m) => m.chunk),
};
