import { makeAutoObservable, runInAction } from 'mobx';
import { formatMoney } from '../../../../contract/rules/Money';
import { parseMoneyInput } from '../../../../contract/rules/MoneyInput';
import { referenceProblem } from '../../../../contract/rules/PaymentFields';
import { ApiError } from '../../../kernel/domain/ApiError';
import { IdempotencyKeys } from '../../../kernel/domain/IdempotencyKeys';
import type { TransferAccount, TransferReceipt } from '../core/domain/Transfer';
import { canTransfer, transferChoices, type TransferMode } from '../core/domain/transferChoices';
import type { LoadTransferAccounts } from '../core/use-cases/LoadTransferAccounts';
import type { MakeTransfer } from '../core/use-cases/MakeTransfer';

type Field = 'fromAccountId' | 'toAccountId' | 'amount' | 'reference';

/** The transfer page's view model (between own accounts, or topping up a term deposit). */
export class TransferStore {
  mode: TransferMode = 'between';
  state: 'loading' | 'ready' | 'failed' = 'loading';
  accounts: TransferAccount[] = [];
  values: Record<Field, string> = { fromAccountId: '', toAccountId: '', amount: '', reference: '' };
  errors: Partial<Record<Field, string>> = {};
  submitting = false;
  submitError: string | null = null;
  receipt: TransferReceipt | null = null;
  private readonly keys: IdempotencyKeys;

  constructor(private readonly loadAccounts: LoadTransferAccounts, private readonly makeTransfer: MakeTransfer, newKey: () => string) {
    this.keys = new IdempotencyKeys(newKey);
    makeAutoObservable<this, 'loadAccounts' | 'makeTransfer' | 'keys'>(this, { loadAccounts: false, makeTransfer: false, keys: false }, { autoBind: true });
  }

  get choices() { return transferChoices(this.accounts, this.mode); }
  get possible(): boolean { return canTransfer(this.choices); }

  async load(mode: TransferMode): Promise<void> {
    this.mode = mode;
    try {
      const accounts = await this.loadAccounts.execute();
      runInAction(() => {
        this.accounts = accounts;
        const { from, to } = this.choices;
        this.values.fromAccountId ||= from[0]?.id ?? '';
        this.values.toAccountId ||= to.find((a) => a.id !== this.values.fromAccountId)?.id ?? '';
        this.state = 'ready';
      });
    } catch {
      runInAction(() => { this.state = 'failed'; });
    }
  }

  set(field: Field, value: string): void {
    this.values[field] = value;
    delete this.errors[field];
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    const { from, to } = this.choices;
    const giver = from.find((a) => a.id === this.values.fromAccountId);
    const errors: Partial<Record<Field, string>> = {};
    const amount = parseMoneyInput(this.values.amount);
    if (!giver) errors.fromAccountId = 'Choose an account to transfer from';
    if (!to.some((a) => a.id === this.values.toAccountId)) errors.toAccountId = 'Choose an account to transfer to';
    else if (this.values.toAccountId === this.values.fromAccountId) errors.toAccountId = 'Choose a different account to transfer to';
    if (amount === null) errors.amount = 'Enter an amount in dollars and cents, like 12.50';
    else if (amount <= 0) errors.amount = 'Enter an amount over $0.00';
    else if (giver && amount > giver.available) errors.amount = `That's more than the ${formatMoney(giver.available)} available in ${giver.name}`;
    const reference = referenceProblem(this.values.reference);
    if (reference) errors.reference = reference;
    this.errors = errors;
    if (Object.keys(errors).length || amount === null) return;
    const order = { fromAccountId: this.values.fromAccountId, toAccountId: this.values.toAccountId, amount, reference: this.values.reference };
    this.submitting = true;
    this.submitError = null;
    try {
      const receipt = await this.makeTransfer.execute({ order, idempotencyKey: this.keys.keyFor(order) });
      runInAction(() => { this.receipt = receipt; this.keys.settled(); });
    } catch (error) {
      runInAction(() => {
        const answered = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;
        if (answered) this.keys.settled();
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
    this.values.amount = '';
    this.values.reference = '';
    void this.load(this.mode);
  }
}
