import { makeAutoObservable, runInAction } from 'mobx';
import type { Safeguard } from '../../../kernel/domain/Escalation';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { OverseasPayee, OverseasQuote, OverseasReceipt, SendingAccount } from '../core/domain/OverseasPayment';
import type { GetQuote } from '../core/use-cases/GetQuote';
import type { LoadSendOverseas } from '../core/use-cases/LoadSendOverseas';
import type { SendOverseas } from '../core/use-cases/SendOverseas';

export const SEND_OVERSEAS_MESSAGES = {
  loadFailed: 'Sorry, we could not load your payee and accounts. Please try again later.',
  failed: "Sorry, we couldn't do that right now. Please try again.",
} as const;

/**
 * "Send money overseas" for one payee: the form (from account, amount in the payee's currency),
 * the quote (rate, fee, NZD total), then the payment of that quote after the SMS code, and the
 * receipt. A new store per visit; one Idempotency-Key per quote, so a retry pays it at most once.
 */
export class SendOverseasStore {
  state: 'loading' | 'loaded' | 'failed' | 'no-payee' = 'loading';
  step: 'form' | 'quote' | 'done' = 'form';
  payee: OverseasPayee | null = null;
  accounts: SendingAccount[] = [];
  fromAccountId = '';
  amountText = '';
  amountError: string | null = null;
  quote: OverseasQuote | null = null;
  receipt: OverseasReceipt | null = null;
  busy = false;
  error: string | null = null;
  private key = '';

  constructor(
    private readonly loader: LoadSendOverseas,
    private readonly quoting: GetQuote,
    private readonly sending: SendOverseas,
    private readonly safeguard: Safeguard,
    private readonly newKey: () => string,
    private readonly errors: HandleApiError,
  ) {
    makeAutoObservable<this, 'loader' | 'quoting' | 'sending' | 'safeguard' | 'newKey' | 'errors' | 'key'>(this,
      { loader: false, quoting: false, sending: false, safeguard: false, newKey: false, errors: false, key: false }, { autoBind: true });
  }

  async load(payeeId: string): Promise<void> {
    try {
      const { payee, accounts } = await this.loader.execute(payeeId);
      runInAction(() => {
        this.payee = payee;
        this.accounts = accounts;
        this.fromAccountId = accounts[0]?.id ?? '';
        this.state = payee ? 'loaded' : 'no-payee';
      });
    } catch {
      runInAction(() => { this.state = 'failed'; });
    }
  }

  setFromAccount(id: string): void { this.fromAccountId = id; }
  setAmount(text: string): void { this.amountText = text; this.amountError = null; }

  /** Asks for a quote for the form's details (again, after one expired). */
  async getQuote(): Promise<void> {
    if (!this.payee || this.busy) return;
    this.busy = true;
    this.error = null;
    try {
      const attempt = await this.quoting.execute({ payee: this.payee, fromAccountId: this.fromAccountId, amountText: this.amountText });
      runInAction(() => {
        if (!attempt.ok) { this.amountError = attempt.problem; return; }
        this.quote = attempt.quote;
        this.key = this.newKey();
        this.step = 'quote';
      });
    } catch (error) {
      runInAction(() => { this.error = this.messageFor(error, 'quote'); });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  /** Pays the quote shown, after the code; an expired quote is said so, with a new quote one tap away. */
  async send(): Promise<void> {
    const quote = this.quote;
    if (!quote || this.busy) return;
    this.busy = true;
    this.error = null;
    try {
      const receipt = await this.sending.execute({ quote, idempotencyKey: this.key, safeguard: this.safeguard });
      runInAction(() => { this.receipt = receipt; this.step = 'done'; });
    } catch (error) {
      runInAction(() => { this.error = this.messageFor(error, 'send'); });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  edit(): void {
    this.step = 'form';
    this.quote = null;
    this.error = null;
  }

  get fromAccount(): SendingAccount | null {
    return this.accounts.find((a) => a.id === (this.quote?.fromAccountId ?? this.fromAccountId)) ?? null;
  }

  /** The bank's own words for a refusal it explains (expired, used, not enough money); a generic line otherwise. */
  private messageFor(error: unknown, action: string): string | null {
    if (error instanceof Error && error.name === 'SafeguardBlocked') return null;
    if (error instanceof ApiError && (error.status === 400 || error.status === 404 || error.status === 409)) {
      const message = (error.response as { message?: unknown } | null)?.message;
      if (typeof message === 'string') return message;
    }
    this.errors.execute(error, { queryKey: `international-payments/${action}` });
    return SEND_OVERSEAS_MESSAGES.failed;
  }
}
