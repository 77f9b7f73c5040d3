import type { Safeguard } from '../../../kernel/domain/Escalation';
import { makeAutoObservable, runInAction } from 'mobx';
import { formatMoney } from '../../../../contract/rules/Money';
import { ApiError } from '../../../kernel/domain/ApiError';
import { queryKey } from '../../../kernel/domain/QueryKey';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import { defaultAccountFor, type EftposOverview, type PaymentRequest } from '../core/domain/PaymentRequest';
import type { EftposService } from '../core/ports/EftposService';
import type { ApprovePaymentRequest, DeclinePaymentRequest } from '../core/use-cases/DecidePaymentRequest';
import { DecisionForm } from './DecisionForm';

export const EFTPOS_QUERY = queryKey<EftposOverview>('eftpos/overview');
export const EFTPOS_MESSAGES = {
  loadFailed: "We couldn't load your online EFTPOS payments. Please try again.",
  failed: "Sorry, we couldn't do that right now. Please try again.",
  switchFailed: "Sorry, we couldn't change your online EFTPOS setting. Please try again.",
} as const;

export type { Safeguard } from '../../../kernel/domain/Escalation';

/** Settings › Online EFTPOS: the switch, the waiting requests, and approving or declining one. */
export class EftposStore {
  overview: EftposOverview | null = null;
  loadFailed = false;
  switching = false;
  /** The request being decided, and how. */
  form: DecisionForm | null = null;
  submitting = false;
  error: string | null = null;
  done: string | null = null;

  constructor(
    private readonly service: EftposService,
    private readonly approveCase: ApprovePaymentRequest,
    private readonly declineCase: DeclinePaymentRequest,
    private readonly safeguard: Safeguard,
    private readonly cache: QueryCache,
    private readonly errors: HandleApiError,
  ) {
    makeAutoObservable<this, 'service' | 'approveCase' | 'declineCase' | 'safeguard' | 'cache' | 'errors'>(this,
      { service: false, approveCase: false, declineCase: false, safeguard: false, cache: false, errors: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadFailed = false;
    try {
      const overview = await this.cache.refetch(EFTPOS_QUERY, () => this.service.overview());
      runInAction(() => { this.overview = overview; });
    } catch {
      runInAction(() => { this.loadFailed = true; });
    }
  }

  async setEnabled(enabled: boolean): Promise<void> {
    if (this.switching) return;
    this.switching = true;
    this.error = null;
    this.done = null;
    try {
      await this.service.setEnabled(enabled);
      await this.load();
    } catch (error) {
      this.errors.execute(error, { queryKey: 'eftpos/settings' });
      runInAction(() => { this.error = EFTPOS_MESSAGES.switchFailed; });
    } finally {
      runInAction(() => { this.switching = false; });
    }
  }

  start(request: PaymentRequest, action: 'approve' | 'decline'): void {
    const account = defaultAccountFor(request, this.overview?.accounts ?? []) ?? this.overview?.accounts[0] ?? null;
    this.form = new DecisionForm(request, action, account?.id ?? '');
    this.error = null;
    this.done = null;
  }

  cancel(): void {
    this.form = null;
  }

  async submit(): Promise<void> {
    const form = this.form;
    if (!form || this.submitting) return;
    form.submitted = true;
    if (form.problem) return;
    this.submitting = true;
    this.error = null;
    const { request } = form;
    try {
      if (form.action === 'approve') {
        const input = { requestId: request.id, accountId: form.accountId };
        await this.safeguard((operationId) => this.approveCase.execute(input, operationId));
      } else {
        await this.declineCase.execute({ requestId: request.id, reason: form.reason });
      }
      runInAction(() => {
        this.done = `You ${form.action === 'approve' ? 'approved' : 'declined'} the payment of ${formatMoney(request.amount)} to ${request.merchant}.`;
        this.form = null;
      });
      await this.load();
    } catch (error) {
      runInAction(() => { this.error = this.messageFor(error); });
    } finally {
      runInAction(() => { this.submitting = false; });
    }
  }

  /** The bank's own words for a refusal it explains (can't pay, gone); a generic line otherwise. */
  private messageFor(error: unknown): string | null {
    if (error instanceof Error && error.name === 'SafeguardBlocked') return null;
    if (error instanceof ApiError && (error.status === 400 || error.status === 404 || error.status === 409)) {
      const message = (error.response as { message?: unknown } | null)?.message;
      if (typeof message === 'string') return message;
    }
    this.errors.execute(error, { queryKey: `eftpos/${this.form?.action ?? 'decide'}` });
    return EFTPOS_MESSAGES.failed;
  }
}
