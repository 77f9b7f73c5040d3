import type { QueryCache } from '../../../../kernel/services/QueryCache';
import { draftErrors, type Conversation, type Draft, type DraftErrors, type MessageTopic } from '../domain/Conversation';
import { MESSAGES_KEY } from '../domain/queryKeys';
import type { ConversationService } from '../ports/ConversationService';

export type WriteResult = { ok: true; conversation: Conversation } | { ok: false; errors: DraftErrors };

/**
 * Sends what the customer wrote: checked first (nothing is sent while a field is wrong), the
 * file handed to the bank's checks, then the message; the inbox and the header's count are
 * invalidated, as the bank's acknowledgement is a new message.
 */
export class WriteMessage {
  constructor(private readonly conversations: ConversationService, private readonly cache: QueryCache) {}

  /** A new conversation about `draft.topic`. */
  async start(draft: Draft): Promise<WriteResult> {
    const errors = draftErrors(draft, true);
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const attachmentIds = await this.attach(draft);
    const conversation = await this.conversations.start({ topic: draft.topic as MessageTopic, body: draft.body, attachmentIds });
    this.cache.invalidate(MESSAGES_KEY);
    return { ok: true, conversation };
  }

  /** The customer's reply at the end of conversation `id`. */
  async reply(id: string, draft: Draft): Promise<WriteResult> {
    const errors = draftErrors(draft, false);
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const attachmentIds = await this.attach(draft);
    const conversation = await this.conversations.reply(id, { body: draft.body, attachmentIds });
    this.cache.invalidate(MESSAGES_KEY);
    return { ok: true, conversation };
  }

  private async attach(draft: Draft): Promise<string[]> {
    return draft.file ? [(await this.conversations.upload(draft.file)).id] : [];
  }
}
