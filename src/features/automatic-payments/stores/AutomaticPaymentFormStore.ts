import { makeAutoObservable, runInAction } from 'mobx';
import { addDays, aucklandToday } from '../../../../contract/rules/AucklandDate';
import { formatMoney } from '../../../../contract/rules/Money';
import type { Frequency } from '../../../../contract/rules/PaymentSchedule';
import type { Clock } from '../../../kernel/ports/Clock';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import { EscalationFailure, SafeguardBlocked } from '../../../kernel/domain/Escalation';
import { AutomaticPaymentFieldProblem, AutomaticPaymentRefused } from '../core/domain/AutomaticPayment';
import { parseAmount } from '../core/domain/Amount';
import type { SaveAutomaticPayment } from '../core/use-cases/SaveAutomaticPayment';
import { AutomaticPaymentForm, type FormField } from './AutomaticPaymentForm';
import type { AutomaticPaymentsStore } from './AutomaticPaymentsStore';

type Fields = Record<FormField, string>;

/** The order the fields stand on the form, which the error summary follows. */
const FIELD_ORDER: readonly FormField[] = ['fromAccountId', 'payeeName', 'toAccountNumber', 'amount', 'frequency', 'nextDate', 'particulars', 'code', 'reference'];

/**
 * Setting up or changing an automatic payment. The idempotency key is made when the form
 * opens and kept until it is saved, so a retried submit can never set up a second payment.
 */
export class AutomaticPaymentFormStore {
  open = false;
  editingId: string | null = null;
  fields: Fields = this.empty();
  submitted = false;
  busy = false;
  serverProblems: Partial<Record<FormField, string>> = {};
  failure: string | null = null;
  /** Submits refused for a field's problem, so far: each one moves focus to the error summary. */
  failedAttempts = 0;
  private idempotencyKey = '';

  constructor(
    private readonly save: SaveAutomaticPayment, private readonly list: AutomaticPaymentsStore,
    private readonly clock: Clock, private readonly apiErrors: HandleApiError,
  ) {
    makeAutoObservable<this, 'save' | 'list' | 'clock' | 'apiErrors' | 'idempotencyKey'>(this,
      { save: false, list: false, clock: false, apiErrors: false, idempotencyKey: false }, { autoBind: true });
  }

  /** Tomorrow in Auckland: the earliest next date the bank accepts. */
  get earliestDate(): string {
    return addDays(aucklandToday(this.clock.now()), 1);
  }

  start(id: string | null): void {
    const payment = id ? this.list.payment(id) : null;
    this.editingId = payment?.id ?? null;
    this.fields = payment ? {
      fromAccountId: payment.fromAccountId, toAccountNumber: payment.toAccountNumber, payeeName: payment.payeeName,
      amount: (payment.amount / 100).toFixed(2), frequency: payment.frequency, nextDate: payment.nextDate,
      particulars: payment.particulars ?? '', code: payment.code ?? '', reference: payment.reference ?? '',
    } : { ...this.empty(), fromAccountId: this.list.accounts[0]?.id ?? '' };
    this.idempotencyKey = globalThis.crypto.randomUUID();
    this.open = true;
    this.submitted = false;
    this.failedAttempts = 0;
    this.serverProblems = {};
    this.failure = null;
    this.list.announce(null);
  }

  close(): void {
    this.open = false;
  }

  set(field: FormField, value: string): void {
    this.fields[field] = value;
    delete this.serverProblems[field];
  }

  get problems(): Partial<Record<FormField, string>> {
    const problems = Object.assign(new AutomaticPaymentForm(), this.fields).problems();
    if (!problems.nextDate && this.fields.nextDate < this.earliestDate) problems.nextDate = 'Choose a date from tomorrow';
    return { ...problems, ...this.serverProblems };
  }

  get visibleProblems(): Partial<Record<FormField, string>> {
    return this.submitted ? this.problems : {};
  }

  /** The visible problems in the order of the form, for the error summary. */
  get summary(): { field: FormField; message: string }[] {
    const problems = this.visibleProblems;
    return FIELD_ORDER.flatMap((field) => { const message = problems[field]; return message ? [{ field, message }] : []; });
  }

  async submit(): Promise<void> {
    this.submitted = true;
    this.failure = null;
    if (this.busy) return;
    if (Object.keys(this.problems).length > 0) {
      this.failedAttempts += 1;
      return;
    }
    this.busy = true;
    const { fields } = this;
    const input = { ...fields, amount: parseAmount(fields.amount) ?? 0, frequency: fields.frequency as Frequency };
    try {
      const saved = await this.save.execute({ ...(this.editingId ? { id: this.editingId } : {}), input, idempotencyKey: this.idempotencyKey });
      const verb = this.editingId ? 'changed' : 'set up';
      runInAction(() => { this.open = false; });
      await this.list.load();
      this.list.announce(`Your ${formatMoney(saved.amount)} ${saved.frequency} payment to ${saved.payeeName} is ${verb}.`);
    } catch (error) {
      runInAction(() => {
        if (error instanceof AutomaticPaymentFieldProblem) {
          this.serverProblems = { [error.field === 'amountCents' ? 'amount' : error.field]: error.message };
          this.failedAttempts += 1;
        }
        // The customer cancelled the code, or it expired: nothing was saved, and the form keeps what they typed.
        else if (error instanceof SafeguardBlocked) this.failure = 'Your automatic payment has not been saved: it needs the code we text you.';
        else if (error instanceof EscalationFailure || error instanceof AutomaticPaymentRefused) this.failure = error.message;
        else if (this.apiErrors.execute(error, { queryKey: 'automatic-payments/save' }) === 'reported') {
          this.failure = 'Sorry, an error has occurred and your automatic payment has not been saved. Please try again later.';
        }
      });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  private empty(): Fields {
    return { fromAccountId: '', toAccountNumber: '', payeeName: '', amount: '', frequency: 'weekly', nextDate: '', particulars: '', code: '', reference: '' };
  }
}
