import type { ServerArea } from '../platform/area';

/** Feature flags, global and per customer. */
export const flagsArea: ServerArea = {
  name: 'flags',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { allFlagStates, canonicalFlagName, setFeatureFlag } from './featureFlags';
export { featuresFor } from './featureFlags';
