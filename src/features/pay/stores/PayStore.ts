import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { aucklandToday } from '../../../../contract/rules/AucklandDate';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { Clock } from '../../../kernel/ports/Clock';
import type { DailyLimit, PayFromAccount, PaymentOrder, SavedPayee } from '../core/domain/PaymentOrder';
import type { Receipt } from '../core/domain/Receipt';
import type { CancelScheduledPayment } from '../core/use-cases/CancelScheduledPayment';
import type { LoadPayOptions } from '../core/use-cases/LoadPayOptions';
import type { MakePayment } from '../core/use-cases/MakePayment';
import type { CancelHeldPayment } from '../core/use-cases/CancelHeldPayment';
import { PaymentForm } from './PaymentForm';
import { IdempotencyKeys } from '../../../kernel/domain/IdempotencyKeys';
import type { Cents } from '../../../../contract/rules/Money';
import type { ChallengePrompt, RunSafeguarded } from '../../escalation';
import type { FeatureStore } from '../../session';
import type { Confirmation, PayeeCheck, PayeeDrafts } from '../../payees/ui';
import { availableAfter, payeeToSave, type PayeeToSave } from '../core/domain/afterPayment';
import { paymentFailureMessage } from './paymentFailure';
import { ScamStep } from './ScamStep';

/** The flag that turns on Confirmation of Payee for a one-off payment (as for payees). */
export const CONFIRMATION_OF_PAYEE = 'ConfirmationOfPayee';

export interface PayUseCases {
  load: LoadPayOptions; pay: MakePayment; cancel: CancelScheduledPayment;
  /** Cancelling a payment on hold for the customer's protection. */
  cancelHeld: Pick<CancelHeldPayment, 'execute'>;
  /** The escalation area's step-up: a large payment to a new account needs the SMS code. */
  safeguarded: Pick<RunSafeguarded, 'execute'>; challenge: ChallengePrompt;
  /** Confirmation of Payee (the payees area's) for a one-off payment to an account typed in. */
  check: PayeeCheck; features: Pick<FeatureStore, 'ensureLoaded' | 'isEnabled'>;
  /** Hands a one-off account to the payees area's add form ("Save as payee"). */
  drafts: Pick<PayeeDrafts, 'offer'>;
}

/** What a link to Pay chose beforehand (a payee's Pay button, an account's shortcut). */
export interface PayChoice { payeeId?: string | null; fromAccountId?: string | null }

/** The pay page's view model: form → review → confirmation, and the scheduled payments. */
export class PayStore {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  accounts: PayFromAccount[] = [];
  payees: SavedPayee[] = [];
  /** Whether a one-off account may be saved as a payee (not while payee editing is restricted). */
  maySavePayees = false;
  scheduled: Receipt[] = [];
  step: 'form' | 'review' | 'done' = 'form';
  order: PaymentOrder | null = null;
  receipt: Receipt | null = null;
  submitting = false;
  submitError: string | null = null;
  /** Confirmation of Payee is asking the account's bank. */
  checking = false;
  /** What the last cancellation did, for the live region. */
  notice: string | null = null;
  /** The daily limit for payments to others and what is left today ("left today" on the form). */
  dailyLimit: DailyLimit | null = null;
  readonly form = new PaymentForm();
  /** The purpose question, its warning and the bank's own warning (ScamStep). */
  readonly scam: ScamStep;
  private readonly keys: IdempotencyKeys;

  constructor(private readonly useCases: PayUseCases, private readonly clock: Clock, newKey: () => string) {
    this.keys = new IdempotencyKeys(newKey);
    this.scam = new ScamStep(clock);
    makeAutoObservable<this, 'useCases' | 'clock' | 'keys'>(this, { useCases: false, clock: false, keys: false }, { autoBind: true });
    // A changed name or account number is a different payee: its earlier answer no longer holds.
    reaction(() => [this.form.to, this.form.accountNumber, this.form.payeeName], () => this.useCases.check.reset());
  }

  /** Confirmation of Payee's answer for the account typed in. */
  get check(): PayeeCheck { return this.useCases.check; }

  get today(): string { return aucklandToday(this.clock.now()); }

  /** Whether the form asks "What is this payment for?" (someone new: ScamStep.asksPurpose). */
  get asksPurpose(): boolean {
    return this.scam.asksPurpose(this.form.to, this.payees.find((p) => p.id === this.form.payeeId));
  }

  private toOrder(): PaymentOrder | null {
    return this.form.toOrder(this.accounts, this.payees, this.today, this.asksPurpose);
  }

  /** Loads what the page offers; on the first load, a `choice` a link carried is made (if it names what was loaded). */
  async load(choice: PayChoice = {}): Promise<void> {
    try {
      const options = await this.useCases.load.execute();
      runInAction(() => {
        this.accounts = options.accounts;
        this.scheduled = options.scheduled;
        this.payees = options.payees;
        this.maySavePayees = options.maySavePayees;
        this.dailyLimit = options.dailyLimit;
        if (this.state === 'loading') this.choose(choice);
        if (!this.form.fromAccountId) this.form.fromAccountId = options.accounts[0]?.id ?? '';
        this.state = 'ready';
      });
    } catch {
      runInAction(() => { this.state = 'failed'; });
    }
  }

  private choose({ payeeId, fromAccountId }: PayChoice): void {
    if (fromAccountId && this.accounts.some((a) => a.id === fromAccountId)) this.form.fromAccountId = fromAccountId;
    const payee = payeeId ? this.payees.find((p) => p.id === payeeId) : undefined;
    if (payee || this.payees.length) this.form.setTo('saved');
    if (payee) this.form.choosePayee(payee);
  }

  /**
   * Checks the form; a one-off account is first checked by Confirmation of Payee (flag on):
   * a match goes on to the review, any other answer waits on the form for the customer's
   * "Continue" (`continueAnyway`) or "Go back". It informs and never blocks.
   */
  async review(): Promise<void> {
    const order = this.toOrder();
    if (!order || this.checking) return;
    if ('accountNumber' in order.to && !this.check.confirmation && await this.confirmationOn()) {
      const answer = await this.confirmPayee(order.to);
      if (answer && answer.outcome !== 'match') return;
    }
    runInAction(() => this.toReview(order));
  }

  /** "Continue anyway" after a Confirmation of Payee answer the customer has read (and ticked for no match). */
  continueAnyway(): void {
    const order = this.toOrder();
    if (order && this.check.mayContinue()) this.toReview(order);
  }

  /** "Go back" from a Confirmation of Payee answer: the customer checks the name and number. */
  goBack(): void { this.check.reset(); }

  private toReview(order: PaymentOrder): void {
    this.order = order;
    this.step = 'review';
    this.submitError = null;
    this.scam.reset();
  }

  /** Cancels the payment on hold (it never moves). */
  async cancelHeld(): Promise<void> {
    const held = this.receipt;
    if (!held || held.status !== 'held') return;
    try {
      await this.useCases.cancelHeld.execute(held.id);
      runInAction(() => { this.receipt = { ...held, status: 'cancelled' }; });
    } catch (error) {
      runInAction(() => { this.notice = paymentFailureMessage(error); });
    }
  }

  private async confirmationOn(): Promise<boolean> {
    await this.useCases.features.ensureLoaded();
    return this.useCases.features.isEnabled(CONFIRMATION_OF_PAYEE);
  }

  /**
   * The check's answer, or null when the bank refused the check itself (a fault or outage is
   * already "can't check right now"): the payment then goes on to its review unchecked.
   */
  private async confirmPayee(to: { name: string; accountNumber: string }): Promise<Confirmation | null> {
    runInAction(() => { this.checking = true; });
    try {
      return await this.check.run(to);
    } catch {
      return null;
    } finally {
      runInAction(() => { this.checking = false; });
    }
  }

  edit(): void { this.step = 'form'; }

  /** The customer has typed a payment that is not made yet (leaving the page would lose it). */
  get unsavedInput(): boolean {
    return this.step !== 'done' && this.form.typedSomething;
  }

  /** Who the order pays, as the review shows it. */
  get payee(): { name: string; accountNumber: string } | null {
    const to = this.order?.to;
    if (!to) return null;
    return 'payeeId' in to ? this.payees.find((p) => p.id === to.payeeId) ?? null : to;
  }

  /** The review's "Available after this payment": the paying account's available balance less the amount. */
  get availableAfter(): Cents | null {
    return this.order ? availableAfter(this.order, this.accounts) : null;
  }

  /** The one-off account just paid, offered on the confirmation as a payee to save. */
  get payeeToSave(): PayeeToSave | null {
    return this.step === 'done' && this.order ? payeeToSave(this.order, this.payees, this.maySavePayees) : null;
  }

  /** "Save as payee": the add-payee form starts with the account just paid (its own checks and SMS code apply). */
  saveAsPayee(): void {
    const draft = this.payeeToSave;
    if (draft) this.useCases.drafts.offer(draft);
  }

  /** Sends the reviewed order with this form's key (the same key again if an earlier try got no answer). */
  async confirm(): Promise<void> {
    if (!this.order || this.submitting) return;
    if (!this.scam.mayConfirm()) return;
    this.submitting = true;
    this.submitError = null;
    const order = this.scam.toSend(this.order);
    const key = this.keys.keyFor(order);
    try {
      const receipt = await this.useCases.safeguarded.execute(
        (operationId) => this.useCases.pay.execute({ order, idempotencyKey: key, operationId }), this.useCases.challenge);
      runInAction(() => { this.receipt = receipt; this.step = 'done'; this.keys.settled(); });
      void this.load();
    } catch (error) {
      runInAction(() => {
        if (this.scam.heard(error)) { this.keys.settled(); return; }
        const answered = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;
        if (answered) this.keys.settled(); // the bank decided: a corrected form is a new request
        this.submitError = paymentFailureMessage(error);
      });
    } finally {
      runInAction(() => { this.submitting = false; });
    }
  }

  startAgain(): void {
    this.form.reset();
    this.check.reset();
    this.order = null;
    this.receipt = null;
    this.step = 'form';
  }

  async cancelScheduled(payment: Receipt): Promise<void> {
    try {
      await this.useCases.cancel.execute(payment.id);
      runInAction(() => {
        this.scheduled = this.scheduled.filter((p) => p.id !== payment.id);
        this.notice = `Your payment to ${payment.to.name} has been cancelled.`;
      });
    } catch (error) {
      runInAction(() => { this.notice = paymentFailureMessage(error); });
    }
  }
}
