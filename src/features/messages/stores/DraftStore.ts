import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { SummaryError } from '../../../design-system/ErrorSummary';
import type { ChosenFile, Conversation, DraftErrors, DraftField } from '../core/domain/Conversation';
import type { WriteResult } from '../core/use-cases/WriteMessage';

const ORDER: readonly DraftField[] = ['topic', 'body', 'file'];

export const DRAFT_WORDS = {
  sendFailed: "We couldn't send your message. Nothing you typed has been lost: try again in a moment.",
} as const;

/** The bank's reason for refusing a file or a message, when it gives one in words. */
function bankReason(error: unknown): { status: number; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const message = (error.response as { message?: unknown } | null)?.message;
  const { status } = error;
  return status >= 400 && status < 500 && status !== 401 && status !== 403 && typeof message === 'string' ? { status, message } : null;
}

/**
 * One message being written (a new one with a topic, or a reply): the fields, the errors of the
 * last failed send (the house's error summary), and sending. Whatever goes wrong, nothing the
 * customer typed or chose is cleared; it is cleared only once the bank has the message.
 */
export class DraftStore {
  topic = '';
  body = '';
  file: ChosenFile | null = null;
  errors: DraftErrors = {};
  failedAttempts = 0;
  sending = false;
  sendError: string | null = null;

  constructor(
    private readonly send: (draft: { topic: string; body: string; file: ChosenFile | null }) => Promise<WriteResult>,
    private readonly onSent: (conversation: Conversation) => void,
    private readonly report: HandleApiError,
  ) {
    makeAutoObservable<this, 'send' | 'onSent' | 'report'>(this, { send: false, onSent: false, report: false }, { autoBind: true });
  }

  get summary(): SummaryError[] {
    return ORDER.filter((field) => this.errors[field]).map((field) => ({ field, message: this.errors[field] as string }));
  }

  setTopic(topic: string): void { this.topic = topic; this.clearError('topic'); }
  setBody(body: string): void { this.body = body; this.clearError('body'); }
  choose(file: ChosenFile | null): void { this.file = file; this.clearError('file'); }

  async submit(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    this.sendError = null;
    try {
      const result = await this.send({ topic: this.topic, body: this.body, file: this.file });
      runInAction(() => {
        if (result.ok) {
          this.topic = ''; this.body = ''; this.file = null; this.errors = {};
          this.onSent(result.conversation);
        } else {
          this.fail(result.errors);
        }
      });
    } catch (error) {
      const reason = bankReason(error);
      runInAction(() => {
        // A refused file (type, size, content) belongs beside the file; anything else above the form.
        if (reason && this.file && [413, 415, 422].includes(reason.status)) this.fail({ file: reason.message });
        else if (reason) this.fail({ body: reason.message });
        else this.sendError = DRAFT_WORDS.sendFailed;
      });
      if (!reason) this.report.execute(error, { queryKey: 'messages/send' });
    } finally {
      runInAction(() => { this.sending = false; });
    }
  }

  private fail(errors: DraftErrors): void {
    this.errors = errors;
    this.failedAttempts += 1;
  }

  private clearError(field: DraftField): void {
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
  }
}
