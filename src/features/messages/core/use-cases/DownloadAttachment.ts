import type { Attachment } from '../domain/Conversation';
import type { ConversationService } from '../ports/ConversationService';

/** Saves a file the customer wants; the native app or the browser saves it (the module decides). */
export type SaveAttachment = (file: { fileName: string; mimeType: string; bytes: Uint8Array }) => Promise<void>;

/** Fetches one of the customer's files with their session (never a bare link) and saves it. */
export class DownloadAttachment {
  constructor(private readonly conversations: ConversationService, private readonly save: SaveAttachment) {}

  async execute(conversationId: string, attachment: Attachment): Promise<void> {
    const { bytes, mediaType } = await this.conversations.download(conversationId, attachment.id);
    await this.save({ fileName: attachment.name, mimeType: mediaType, bytes });
  }
}
