import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { AccountDetails } from '../core/domain/AccountDetails';
import type { BalancePoint, Transaction, TransactionPage, TransactionSearch } from '../core/domain/Transaction';
import type { LoadAccountPage } from '../core/use-cases/LoadAccountPage';
import type { SearchTransactions } from '../core/use-cases/SearchTransactions';
import type { ExportStore } from './ExportStore';
import { TransactionFilterForm } from './TransactionFilterForm';

/** The account page's view model: the account, the transactions shown so far, the search and filters, and the export. */
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
  applied: TransactionSearch = {};
  readonly filters = new TransactionFilterForm();

  constructor(
    private readonly loadPage: LoadAccountPage,
    private readonly searchTransactions: SearchTransactions,
    readonly exporter: ExportStore,
  ) {
    makeAutoObservable<this, 'loadPage' | 'searchTransactions'>(
      this, { loadPage: false, searchTransactions: false, exporter: false }, { autoBind: true });
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

  /** Runs the search box and filters (a blank form shows everything again). */
  async search(): Promise<void> {
    const search = this.filters.toSearch();
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
    this.filters.clear();
    await this.search();
  }

  async clearFilters(): Promise<void> {
    this.filters.clearFilters();
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

  /** How many filters (not the search words) the shown transactions answer, for the Filters button. */
  get activeFilterCount(): number {
    const { from, to, minCents, maxCents, type } = this.applied;
    return [from || to, minCents !== undefined || maxCents !== undefined, type].filter(Boolean).length;
  }

  private show(page: TransactionPage, append: boolean) {
    if (!append) this.pending = page.pending;
    this.posted = append ? [...this.posted, ...page.posted] : page.posted;
    this.nextCursor = page.nextCursor;
  }
}
