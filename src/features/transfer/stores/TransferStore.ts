import { makeAutoObservable, runInAction } from 'mobx';
import { isCashAdvance } from '../../../../contract/rules/CashAdvance';
import type { Cents } from '../../../../contract/rules/Money';
import { ApiError } from '../../../kernel/domain/ApiError';
import { IdempotencyKeys } from '../../../kernel/domain/IdempotencyKeys';
import type { TransferAccount, TransferOrder, TransferReceipt } from '../core/domain/Transfer';
import { canTransfer, transferChoices, transferFee, type TransferMode } from '../core/domain/transferChoices';
import type { LoadTransferAccounts } from '../core/use-cases/LoadTransferAccounts';
import type { MakeTransfer } from '../core/use-cases/MakeTransfer';
import { TransferForm } from './TransferForm';

/**
 * The transfer page's view model (between own accounts, or topping up a term deposit): form →
 * review → done. A transfer out of a credit card is a cash advance, said on the form as soon
 * as the card is chosen and again on the review, with its fee.
 */
export class TransferStore {
  mode: TransferMode = 'between';
  state: 'loading' | 'ready' | 'failed' = 'loading';
  accounts: TransferAccount[] = [];
  step: 'form' | 'review' | 'done' = 'form';
  order: TransferOrder | null = null;
  submitting = false;
  submitError: string | null = null;
  receipt: TransferReceipt | null = null;
  readonly form = new TransferForm();
  private readonly keys: IdempotencyKeys;

  constructor(private readonly loadAccounts: LoadTransferAccounts, private readonly makeTransfer: MakeTransfer, newKey: () => string) {
    this.keys = new IdempotencyKeys(newKey);
    makeAutoObservable<this, 'loadAccounts' | 'makeTransfer' | 'keys'>(this, { loadAccounts: false, makeTransfer: false, keys: false }, { autoBind: true });
  }

  get choices() { return transferChoices(this.accounts, this.mode); }
  get possible(): boolean { return canTransfer(this.choices); }

  /** The account money would come from, as the form stands. */
  get giver(): TransferAccount | undefined { return this.choices.from.find((a) => a.id === this.form.values.fromAccountId); }
  /** Whether the form, as it stands, is a cash advance (out of a credit card). */
  get cashAdvance(): boolean { return this.giver ? isCashAdvance(this.giver.product) : false; }
  get fee(): Cents { return transferFee(this.giver); }

  /** What the giving account will have available once the reviewed transfer (and any fee) has gone. */
  get availableAfter(): Cents | null {
    const giver = this.accounts.find((a) => a.id === this.order?.fromAccountId);
    return this.order && giver ? giver.available - this.order.amount - transferFee(giver) : null;
  }

  /** Loads the accounts; the first time, starts from the account a link chose (`?from=`), if it can give. */
  async load(mode: TransferMode, fromAccountId: string | null = null): Promise<void> {
    this.mode = mode;
    try {
      const accounts = await this.loadAccounts.execute();
      runInAction(() => {
        this.accounts = accounts;
        const { from, to } = this.choices;
        const { values } = this.form;
        if (fromAccountId && from.some((a) => a.id === fromAccountId) && this.state === 'loading') values.fromAccountId = fromAccountId;
        values.fromAccountId ||= from[0]?.id ?? '';
        values.toAccountId ||= to.find((a) => a.id !== values.fromAccountId)?.id ?? '';
        this.state = 'ready';
      });
    } catch {
      runInAction(() => { this.state = 'failed'; });
    }
  }

  review(): void {
    const order = this.form.toOrder(this.choices, this.mode);
    if (!order) return;
    this.order = order;
    this.submitError = null;
    this.step = 'review';
  }

  edit(): void { this.step = 'form'; }

  /** Sends the reviewed order with this form's key (the same key again if an earlier try got no answer). */
  async confirm(): Promise<void> {
    const { order } = this;
    if (!order || this.submitting) return;
    this.submitting = true;
    this.submitError = null;
    try {
      const receipt = await this.makeTransfer.execute({ mode: this.mode, order, idempotencyKey: this.keys.keyFor(order) });
      runInAction(() => { this.receipt = receipt; this.step = 'done'; this.keys.settled(); });
    } catch (error) {
      runInAction(() => {
        const answered = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;
        if (answered) this.keys.settled(); // the bank decided: a corrected form is a new request
        const message = error instanceof ApiError ? (error.response as { message?: unknown } | null)?.message : undefined;
        this.submitError = answered && typeof message === 'string' ? message
          : 'Sorry, something went wrong and your transfer may not have been made. Check your accounts before trying again.';
      });
    } finally {
      runInAction(() => { this.submitting = false; });
    }
  }

  startAgain(): void {
    this.receipt = null;
    this.order = null;
    this.step = 'form';
    this.form.clearAmount();
    void this.load(this.mode);
  }
}
