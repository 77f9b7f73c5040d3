import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { STATEMENTS_TOKENS } from './tokens';

/** Statements and letters: monthly PDF statements per account, and digital or posted delivery. */
export const statementsFeature: FeatureManifest = {
  name: 'statements',
  load: () => import(/* webpackChunkName: "statements" */ './statements.chunk').then((m) => m.chunk),
  routes: [{ path: '/settings/statements', page: 'StatementsPage', title: 'Statements and letters', requiresLogin: true }],
  nav: [{ label: 'Statements and letters', href: '/settings/statements', menu: 'Settings' }],
};
