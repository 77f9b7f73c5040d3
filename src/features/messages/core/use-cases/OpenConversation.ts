import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { Conversation } from '../domain/Conversation';
import { MESSAGES_KEY } from '../domain/queryKeys';
import type { ConversationService } from '../ports/ConversationService';
import type { InboxService } from '../ports/InboxService';

/**
 * Opens a conversation at its address: the whole thread, then the bank's messages in it are
 * marked read on the server (its record, not this tab's) and the header's count follows.
 */
export class OpenConversation {
  constructor(private readonly conversations: ConversationService, private readonly inbox: InboxService, private readonly cache: QueryCache) {}

  async execute(id: string): Promise<Conversation> {
    const conversation = await this.conversations.get(id);
    if (conversation.messages.some((m) => m.from === 'bank')) {
      await this.inbox.markRead(id);
      this.cache.invalidate(MESSAGES_KEY);
    }
    return conversation;
  }
}
