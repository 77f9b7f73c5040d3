import { makeAutoObservable, runInAction } from 'mobx';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { MaximumCancelledPayments, type AutomaticPayment } from '../core/domain/AutomaticPayment';
import type { AccountPayments, LoadAutomaticPayments } from '../core/use-cases/LoadAutomaticPayments';
import type { ChangeSchedule } from '../core/use-cases/ChangeSchedule';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** The automatic payments page: payments per account, skipping the next one, and cancelling (584 explained). */
export class AutomaticPaymentsStore {
  state: LoadState = 'idle';
  groups: AccountPayments[] = [];
  cancelling: AutomaticPayment | null = null;
  busyId: string | null = null;
  notice: string | null = null;
  failure: string | null = null;

  constructor(private readonly load_: LoadAutomaticPayments, private readonly schedule: ChangeSchedule, private readonly apiErrors: HandleApiError) {
    makeAutoObservable<this, 'load_' | 'schedule' | 'apiErrors'>(this, { load_: false, schedule: false, apiErrors: false }, { autoBind: true });
  }

  get accounts() {
    return this.groups.map((g) => g.account);
  }

  payment(id: string): AutomaticPayment | null {
    return this.groups.flatMap((g) => g.payments).find((p) => p.id === id) ?? null;
  }

  announce(notice: string | null): void {
    this.notice = notice;
    this.failure = null;
  }

  async load(): Promise<void> {
    if (this.state !== 'loaded') this.state = 'loading';
    try {
      const view = await this.load_.execute();
      runInAction(() => { this.groups = view.groups; this.state = 'loaded'; });
    } catch (error) {
      this.apiErrors.execute(error, { queryKey: 'automatic-payments' });
      runInAction(() => { this.state = 'failed'; });
    }
  }

  async skipNext(payment: AutomaticPayment): Promise<void> {
    if (this.busyId) return;
    this.busyId = payment.id;
    this.failure = null;
    try {
      const skipped = await this.schedule.skipNext(payment.id);
      runInAction(() => { this.notice = `The payment to ${skipped.payeeName} on ${formatCalendarDate(payment.nextDate, 'weekday')} is skipped. The next one is on ${formatCalendarDate(skipped.nextDate, 'weekday')}.`; });
      await this.load();
    } catch (error) {
      this.report(error, 'automatic-payments/skip', `Sorry, we could not skip the payment to ${payment.payeeName}. Please try again later.`);
    } finally {
      runInAction(() => { this.busyId = null; });
    }
  }

  askToCancel(payment: AutomaticPayment): void {
    this.cancelling = payment;
    this.failure = null;
  }

  keep(): void {
    this.cancelling = null;
  }

  async confirmCancel(): Promise<void> {
    const payment = this.cancelling;
    if (!payment || this.busyId) return;
    this.busyId = payment.id;
    try {
      await this.schedule.cancel(payment.id);
      runInAction(() => { this.notice = `Your automatic payment to ${payment.payeeName} has been cancelled.`; });
      await this.load();
    } catch (error) {
      if (error instanceof MaximumCancelledPayments) runInAction(() => { this.failure = error.bankMessage ?? error.message; });
      else this.report(error, 'automatic-payments/cancel', `Sorry, we could not cancel the payment to ${payment.payeeName}. Please try again later.`);
    } finally {
      runInAction(() => { this.busyId = null; this.cancelling = null; });
    }
  }

  private report(error: unknown, queryKey: string, message: string): void {
    if (this.apiErrors.execute(error, { queryKey }) === 'reported') runInAction(() => { this.failure = message; });
  }
}
