import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { MESSAGES_TOKENS } from './tokens';
// The door to the app's shell: the header's unread count (bound with the app, before this
// area's chunk loads) and the inbox adapter the shell's adapters bind for it and for the inbox.
export { unreadCountModule } from './unread.module';
export { AxiosInboxService } from './adapters/AxiosInboxService';
export type { UnreadCountStore } from './stores/UnreadCountStore';

/**
 * Secure messages: the inbox (/messages), writing a new message (/messages/new) and each
 * conversation at its own address (/messages/:id), with replies and attachments.
 */
export const messagesFeature: FeatureManifest = {
  name: 'messages',
  load: () => import(/* webpackChunkName: "messages" */ './messages.chunk').then((m) => m.chunk),
  routes: [
    { path: '/messages', page: 'MessagesPage', title: 'Messages', requiresLogin: true },
    { path: '/messages/new', page: 'NewMessagePage', title: 'New message', requiresLogin: true },
    { path: '/messages/:id', page: 'ConversationPage', title: 'Message', requiresLogin: true },
  ],
  handOffPaths: ['/messages'],
};
