import { makeAutoObservable, runInAction } from 'mobx';
import { aucklandToday } from '../../../../contract/rules/AucklandDate';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { Clock } from '../../../kernel/ports/Clock';
import type { AccountDetails } from '../core/domain/AccountDetails';
import { toCsv, toOfx } from '../core/domain/statementExport';
import type { BalancePoint, Transaction, TransactionSearch } from '../core/domain/Transaction';
import type { LoadAccountPage } from '../core/use-cases/LoadAccountPage';
import type { SearchTransactions } from '../core/use-cases/SearchTransactions';
import { TransactionSearchForm } from './TransactionSearchForm';

/** The account page's view model: the account, the transactions shown so far, the search and the export. */
export class AccountPageStore {
  account: AccountDetails | null = null;
  history: BalancePoint[] = [];
  pending: Transaction[] = [];
  posted: Transaction[] = [];
  nextCursor: string | null = null;
  state: 'loading' | 'ready' | 'not-found' | 'failed' = 'loading';
  searching = false;
  loadingMore = false;
  /** The search the shown transactions answer (what "Show more" continues). */
  private applied: TransactionSearch = {};
  readonly searchForm = new TransactionSearchForm();

  constructor(
    private readonly loadPage: LoadAccountPage,
    private readonly searchTransactions: SearchTransactions,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'loadPage' | 'searchTransactions' | 'clock'>(
      this, { loadPage: false, searchTransactions: false, clock: false }, { autoBind: true });
  }

  async load(accountId: string): Promise<void> {
    this.state = 'loading';
    try {
      const data = await this.loadPage.execute(accountId);
      runInAction(() => {
        this.account = data.account;
        this.history = data.history;
        this.show(data.transactions, false);
        this.applied = {};
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => { this.state = error instanceof ApiError && error.status === 404 ? 'not-found' : 'failed'; });
    }
  }

  /** Runs the search form's search (a blank form shows everything again). */
  async search(): Promise<void> {
    const search = this.searchForm.toSearch();
    if (!search || !this.account) return;
    this.searching = true;
    try {
      const page = await this.searchTransactions.execute({ accountId: this.account.id, search });
      runInAction(() => { this.applied = search; this.show(page, false); });
    } catch {
      runInAction(() => { this.state = 'failed'; });
    } finally {
      runInAction(() => { this.searching = false; });
    }
  }

  async clearSearch(): Promise<void> {
    this.searchForm.clear();
    await this.search();
  }

  async showMore(): Promise<void> {
    if (!this.account || !this.nextCursor || this.loadingMore) return;
    this.loadingMore = true;
    try {
      const page = await this.searchTransactions.execute({ accountId: this.account.id, search: this.applied, cursor: this.nextCursor });
      runInAction(() => this.show(page, true));
    } catch {
      runInAction(() => { this.state = 'failed'; });
    } finally {
      runInAction(() => { this.loadingMore = false; });
    }
  }

  get isFiltered(): boolean {
    return Object.keys(this.applied).length > 0;
  }

  /** The shown transactions as CSV (pending and posted), for download. */
  csv(): string {
    return toCsv([...this.pending, ...this.posted]);
  }

  /** The shown posted transactions as an OFX statement, for download. */
  ofx(): string {
    return this.account ? toOfx(this.account, this.posted, aucklandToday(this.clock.now())) : '';
  }

  private show(page: { pending: Transaction[]; posted: Transaction[]; nextCursor: string | null }, append: boolean) {
    if (!append) this.pending = page.pending;
    this.posted = append ? [...this.posted, ...page.posted] : page.posted;
    this.nextCursor = page.nextCursor;
  }
}

