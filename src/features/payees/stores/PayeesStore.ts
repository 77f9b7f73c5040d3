import { makeAutoObservable, runInAction } from 'mobx';
import { PayeeEditingRestricted, type Payee } from '../core/domain/Payee';
import type { LoadPayees } from '../core/use-cases/LoadPayees';
import type { DeletePayee } from '../core/use-cases/DeletePayee';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

export const LOAD_FAILED = 'Sorry, we could not load your payees. Please try again later.';

/** The payees list: loading, the restriction, deleting (after the customer confirms), and a notice after a change. */
export class PayeesStore {
  state: LoadState = 'idle';
  payees: Payee[] = [];
  editingRestricted = false;
  /** The payee the customer asked to delete, waiting for "Delete" or "Cancel". */
  deleting: Payee | null = null;
  busy = false;
  /** A line for the top of the list: "Aotearoa Plumbing has been added." */
  notice: string | null = null;
  failure: string | null = null;

  constructor(private readonly loadPayees: LoadPayees, private readonly deletePayee: DeletePayee, private readonly apiErrors: HandleApiError) {
    makeAutoObservable<this, 'loadPayees' | 'deletePayee' | 'apiErrors'>(this,
      { loadPayees: false, deletePayee: false, apiErrors: false }, { autoBind: true });
  }

  get isEmpty(): boolean {
    return this.state === 'loaded' && this.payees.length === 0;
  }

  payee(id: string): Payee | null {
    return this.payees.find((p) => p.id === id) ?? null;
  }

  async load(): Promise<void> {
    this.state = this.state === 'loaded' ? 'loaded' : 'loading';
    try {
      const book = await this.loadPayees.execute();
      runInAction(() => {
        this.payees = book.payees;
        this.editingRestricted = book.editingRestricted;
        this.state = 'loaded';
      });
    } catch (error) {
      this.apiErrors.execute(error, { queryKey: 'payees' });
      runInAction(() => { this.state = 'failed'; });
    }
  }

  announce(notice: string | null): void {
    this.notice = notice;
  }

  askToDelete(payee: Payee): void {
    this.deleting = payee;
    this.failure = null;
  }

  cancelDelete(): void {
    this.deleting = null;
  }

  async confirmDelete(): Promise<void> {
    const payee = this.deleting;
    if (!payee || this.busy) return;
    this.busy = true;
    try {
      await this.deletePayee.execute(payee.id);
      runInAction(() => { this.notice = `${payee.name} has been deleted.`; });
      await this.load();
    } catch (error) {
      runInAction(() => {
        if (error instanceof PayeeEditingRestricted) this.editingRestricted = true;
        else if (this.apiErrors.execute(error, { queryKey: 'payees/delete' }) === 'reported') this.failure = `Sorry, we could not delete ${payee.name}. Please try again later.`;
      });
    } finally {
      runInAction(() => { this.busy = false; this.deleting = null; });
    }
  }
}
