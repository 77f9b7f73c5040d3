import { makeAutoObservable, runInAction } from 'mobx';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import { statementsByMonth, type LetterDelivery, type StatementSummary, type StatementsOverview } from '../core/domain/Statement';
import type { StatementService } from '../core/ports/StatementService';
import type { ChangeLetterDelivery, DownloadStatement } from '../core/use-cases/StatementCases';

export const STATEMENT_MESSAGES = {
  loadFailed: "We couldn't load your statements. Please try again.",
  downloadFailed: "Sorry, we couldn't download that statement. Please try again.",
  deliveryFailed: "Sorry, we couldn't change how we send your letters. Please try again.",
  posted: "We'll post your statements and letters to you.",
  digital: "We'll send your statements and letters to internet banking.",
} as const;

/** Statements and letters: the statements by month, downloading one, and the delivery choice. */
export class StatementsStore {
  overview: StatementsOverview | null = null;
  loadFailed = false;
  /** The statement being downloaded ('accountId/month'). */
  downloading: string | null = null;
  savingDelivery = false;
  error: string | null = null;
  done: string | null = null;

  constructor(
    private readonly service: StatementService,
    private readonly downloadCase: DownloadStatement,
    private readonly deliveryCase: ChangeLetterDelivery,
    private readonly errors: HandleApiError,
  ) {
    makeAutoObservable<this, 'service' | 'downloadCase' | 'deliveryCase' | 'errors'>(this,
      { service: false, downloadCase: false, deliveryCase: false, errors: false }, { autoBind: true });
  }

  get months() {
    return statementsByMonth(this.overview?.statements ?? []);
  }

  async load(): Promise<void> {
    this.loadFailed = false;
    try {
      const overview = await this.service.overview();
      runInAction(() => { this.overview = overview; });
    } catch (error) {
      this.errors.execute(error, { queryKey: 'statements' });
      runInAction(() => { this.loadFailed = true; });
    }
  }

  async download(statement: StatementSummary): Promise<void> {
    if (this.downloading) return;
    this.downloading = `${statement.accountId}/${statement.month}`;
    this.error = null;
    try {
      await this.downloadCase.execute(statement);
    } catch (error) {
      this.errors.execute(error, { queryKey: 'statements/download' });
      runInAction(() => { this.error = STATEMENT_MESSAGES.downloadFailed; });
    } finally {
      runInAction(() => { this.downloading = null; });
    }
  }

  async setDelivery(wanted: LetterDelivery): Promise<void> {
    const overview = this.overview;
    if (!overview || this.savingDelivery) return;
    this.savingDelivery = true;
    this.error = null;
    this.done = null;
    try {
      if (await this.deliveryCase.execute(overview.preference, wanted)) {
        await this.load();
        runInAction(() => { this.done = STATEMENT_MESSAGES[wanted]; });
      }
    } catch (error) {
      this.errors.execute(error, { queryKey: 'statements/delivery' });
      runInAction(() => { this.error = STATEMENT_MESSAGES.deliveryFailed; });
    } finally {
      runInAction(() => { this.savingDelivery = false; });
    }
  }
}
