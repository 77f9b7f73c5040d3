import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { SESSION_TOKENS } from './tokens';
export type { SessionStore } from './stores/SessionStore';
export type { FeatureStore } from './stores/FeatureStore';

/** Login and the session's lifecycle: loaded with the app (see session.chunk.ts). */
export const sessionFeature: FeatureManifest = {
  name: 'session',
  load: () => import('./session.chunk').then((m) => m.sessionChunk),
  routes: [{ path: '/login', page: 'LoginPage', title: 'Log in', indexable: true }],
  handOffPaths: ['/login'],
};
