import { makeAutoObservable } from 'mobx';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { Conversation } from '../core/domain/Conversation';
import type { WriteMessage } from '../core/use-cases/WriteMessage';
import { DraftStore } from './DraftStore';

/**
 * /messages/new: the new message being written. It lives as long as the app, so a customer who
 * looks something up elsewhere and comes back finds their words; `sent` is the conversation the
 * page then opens.
 */
export class ComposerStore {
  sent: Conversation | null = null;
  readonly draft: DraftStore;

  constructor(write: WriteMessage, errors: HandleApiError) {
    this.draft = new DraftStore((draft) => write.start(draft), (conversation) => { this.sent = conversation; }, errors);
    makeAutoObservable(this, { draft: false }, { autoBind: true });
  }

  /** The page has opened the sent conversation: the composer is fresh again. */
  acknowledge(): void {
    this.sent = null;
  }
}
