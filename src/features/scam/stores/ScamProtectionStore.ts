import { makeAutoObservable, runInAction } from 'mobx';
import { formatMoney } from '../../../../contract/rules/Money';
import { parseMoneyInput } from '../../../../contract/rules/MoneyInput';
import { dailyLimitChangeProblem } from '../../../../contract/rules/PaymentLimit';
import { ApiError } from '../../../kernel/domain/ApiError';
import { EscalationFailure, SafeguardBlocked } from '../../../kernel/domain/Escalation';
import type { ChallengePrompt, RunSafeguarded } from '../../escalation';
import type { PaymentLimit, ReportablePayment, ScamProtectionService } from '../core/ports/ScamProtectionService';

const failureOf = (error: unknown, fallback: string): string => {
  if (error instanceof SafeguardBlocked) return fallback;
  if (error instanceof EscalationFailure) return error.message;
  const message = error instanceof ApiError ? (error.response as { message?: unknown } | null)?.message : undefined;
  return typeof message === 'string' ? message : fallback;
};

/** Scam protection's page: Lock my banking, Report a scam, the daily payment limit. */
export class ScamProtectionStore {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  locked = false;
  lockConfirming = false;
  payments: ReportablePayment[] = [];
  paymentId = '';
  whatHappened = '';
  reportErrors: { paymentId?: string; whatHappened?: string } = {};
  caseReference: string | null = null;
  limit: PaymentLimit | null = null;
  limitInput = '';
  limitError: string | null = null;
  limitNotice: string | null = null;
  failure: string | null = null;
  busy = false;

  constructor(
    private readonly service: ScamProtectionService,
    private readonly safeguarded: Pick<RunSafeguarded, 'execute'>,
    private readonly challenge: ChallengePrompt,
  ) {
    makeAutoObservable<this, 'service' | 'safeguarded' | 'challenge'>(this, { service: false, safeguarded: false, challenge: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const [lock, payments, limit] = await Promise.all([this.service.lockState(), this.service.reportablePayments(), this.service.paymentLimit()]);
      runInAction(() => { this.locked = lock.locked; this.payments = payments; this.limit = limit; this.state = 'ready'; });
    } catch {
      runInAction(() => { this.state = 'failed'; });
    }
  }

  askToLock(): void { this.lockConfirming = true; }
  keepUnlocked(): void { this.lockConfirming = false; }

  async lock(): Promise<void> {
    this.busy = true;
    try {
      await this.service.lock();
      runInAction(() => { this.locked = true; this.lockConfirming = false; });
    } catch (error) {
      runInAction(() => { this.failure = failureOf(error, 'We couldn’t lock your banking. Call us now.'); });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  setReport(field: 'paymentId' | 'whatHappened', value: string): void {
    this[field] = value;
    delete this.reportErrors[field];
  }

  async report(): Promise<void> {
    const errors: typeof this.reportErrors = {};
    if (!this.paymentId) errors.paymentId = 'Choose the payment';
    if (!this.whatHappened.trim()) errors.whatHappened = 'Tell us what happened';
    this.reportErrors = errors;
    if (Object.keys(errors).length) return;
    this.busy = true;
    try {
      const reference = await this.service.report(this.paymentId, this.whatHappened.trim());
      runInAction(() => { this.caseReference = reference; this.paymentId = ''; this.whatHappened = ''; });
    } catch (error) {
      runInAction(() => { this.failure = failureOf(error, 'We couldn’t send your report. Call us now.'); });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  setLimitInput(value: string): void {
    this.limitInput = value;
    this.limitError = null;
  }

  /** Lowers at once; a raise asks for the step-up and starts after 24 hours. */
  async saveLimit(): Promise<void> {
    const cents = parseMoneyInput(this.limitInput);
    const problem = cents === null ? 'Enter a daily limit in dollars, like 500' : dailyLimitChangeProblem(cents);
    if (problem || cents === null) { this.limitError = problem; return; }
    this.busy = true;
    this.limitNotice = null;
    try {
      const limit = await this.safeguarded.execute((operationId) => this.service.setPaymentLimit(cents, operationId), this.challenge);
      runInAction(() => {
        this.limit = limit;
        this.limitInput = '';
        this.limitNotice = limit.pending
          ? `Your new limit of ${formatMoney(limit.pending.limit)} starts in 24 hours. Until then it stays ${formatMoney(limit.limit)}.`
          : `Your daily limit is now ${formatMoney(limit.limit)}.`;
      });
    } catch (error) {
      runInAction(() => { this.limitError = failureOf(error, 'Your limit has not been changed.'); });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }
}
