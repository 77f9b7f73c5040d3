import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { MESSAGES_TOKENS } from './tokens';

/** The secure messages inbox (/messages); the header's unread indicator is the app's and follows it. */
export const messagesFeature: FeatureManifest = {
  name: 'messages',
  load: () => import(/* webpackChunkName: "messages" */ './messages.chunk').then((m) => m.chunk),
  routes: [{ path: '/messages', page: 'MessagesPage', title: 'Messages', requiresLogin: true }],
  handOffPaths: ['/messages'],
};
