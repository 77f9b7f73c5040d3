import type { ServerArea } from '../platform/area';

/** Feature flags, global and per customer. */
export const flagsArea: ServerArea = {
  name: 'flags',
  load: () => import('./area').then((m) => m.parts),
};

export { allFlagStates, canonicalFlagName, setFeatureFlag } from './featureFlags';
