import { serviceId } from '../../platform/tokens';
import type { ConversationService } from './core/ports/ConversationService';
import type { InboxService } from './core/ports/InboxService';
import type { ComposerStore } from './stores/ComposerStore';
import type { ConversationStore } from './stores/ConversationStore';
import type { InboxStore } from './stores/InboxStore';
import type { UnreadCountStore } from './stores/UnreadCountStore';

/** The messages area's service identifiers. */
export const MESSAGES_TOKENS = {
  InboxService: serviceId<InboxService>('InboxService'),
  ConversationService: serviceId<ConversationService>('ConversationService'),
  InboxStore: serviceId<InboxStore>('InboxStore'),
  ComposerStore: serviceId<ComposerStore>('ComposerStore'),
  ConversationStore: serviceId<ConversationStore>('ConversationStore'),
  /** The header's unread count: bound with the app (unread.module.ts), not with this area's chunk. */
  UnreadCountStore: serviceId<UnreadCountStore>('UnreadCountStore'),
} as const;
