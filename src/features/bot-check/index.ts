import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { BOT_CHECK_TOKENS } from './tokens';
export type { ProveNotARobot } from './core/use-cases/ProveNotARobot';

/**
 * The bot check (server/bot-check): the proof-of-work puzzle an anonymous submit solves. No
 * pages of its own; the areas with anonymous submits (apply's new-customer application,
 * password reset) require it and take `BOT_CHECK_TOKENS.ProveNotARobot`, its one door.
 */
export const botCheckFeature: FeatureManifest = {
  name: 'bot-check',
  load: () => import(/* webpackChunkName: "bot-check" */ './bot-check.chunk').then((m) => m.chunk),
};
