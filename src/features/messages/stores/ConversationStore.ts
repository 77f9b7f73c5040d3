import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { Attachment, Conversation } from '../core/domain/Conversation';
import type { DownloadAttachment } from '../core/use-cases/DownloadAttachment';
import type { OpenConversation } from '../core/use-cases/OpenConversation';
import type { WriteMessage } from '../core/use-cases/WriteMessage';
import { DraftStore } from './DraftStore';

export const CONVERSATION_WORDS = {
  notFound: "We can't find that message. It may have been sent to someone else's login.",
  loadFailed: "We couldn't load this message. Please try again.",
  downloadFailed: "We couldn't download that file. Please try again.",
  replySent: 'Your reply has been sent.',
} as const;

/** /messages/:id: one conversation, newest last, and the reply being written under it. */
export class ConversationStore {
  id: string | null = null;
  conversation: Conversation | null = null;
  problem: string | null = null;
  downloadError: string | null = null;
  /** Said once after a reply is sent (a polite live region reads it). */
  notice: string | null = null;
  readonly reply: DraftStore;

  constructor(
    private readonly openConversation: OpenConversation,
    write: WriteMessage,
    private readonly downloadAttachment: DownloadAttachment,
    private readonly errors: HandleApiError,
  ) {
    this.reply = new DraftStore((draft) => write.reply(this.id ?? '', draft), (conversation) => {
      this.conversation = conversation;
      this.notice = CONVERSATION_WORDS.replySent;
    }, errors);
    makeAutoObservable<this, 'openConversation' | 'downloadAttachment' | 'errors'>(this,
      { openConversation: false, downloadAttachment: false, errors: false, reply: false }, { autoBind: true });
  }

  /** Loads conversation `id` (a different one than shown forgets the shown one and its draft). */
  async load(id: string): Promise<void> {
    if (this.id !== id) {
      this.id = id;
      this.conversation = null;
      this.notice = null;
    }
    this.problem = null;
    try {
      const conversation = await this.openConversation.execute(id);
      runInAction(() => { if (this.id === id) this.conversation = conversation; });
    } catch (error) {
      const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
      if (!missing) this.errors.execute(error, { queryKey: 'messages/conversation' });
      runInAction(() => { if (this.id === id) this.problem = missing ? CONVERSATION_WORDS.notFound : CONVERSATION_WORDS.loadFailed; });
    }
  }

  async download(attachment: Attachment): Promise<void> {
    this.downloadError = null;
    try {
      await this.downloadAttachment.execute(this.id ?? '', attachment);
    } catch (error) {
      this.errors.execute(error, { queryKey: 'messages/attachment' });
      runInAction(() => { this.downloadError = CONVERSATION_WORDS.downloadFailed; });
    }
  }
}
