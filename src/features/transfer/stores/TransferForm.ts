import { makeAutoObservable } from 'mobx';
import { formatMoney } from '../../../../contract/rules/Money';
import { parseMoneyInput } from '../../../../contract/rules/MoneyInput';
import { referenceProblem } from '../../../../contract/rules/PaymentFields';
import { termDepositTopUpProblem } from '../../../../contract/rules/TermDepositTopUp';
import type { TransferOrder } from '../core/domain/Transfer';
import { transferFee, type TransferChoices, type TransferMode } from '../core/domain/transferChoices';

/** The fields in the order the form shows them, which the error summary follows. */
const FIELDS = ['fromAccountId', 'toAccountId', 'amount', 'reference'] as const;
export type TransferField = typeof FIELDS[number];

/** The transfer form's fields as typed and what is wrong with them, by the bank's own rules. */
export class TransferForm {
  values: Record<TransferField, string> = { fromAccountId: '', toAccountId: '', amount: '', reference: '' };
  errors: Partial<Record<TransferField, string>> = {};
  /** Reviews refused for the fields' problems, so far: each one moves focus to the error summary. */
  failedAttempts = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(field: TransferField, value: string): void {
    this.values[field] = value;
    delete this.errors[field];
  }

  /** The order the fields describe, or null with every problem set. */
  toOrder(choices: TransferChoices, mode: TransferMode): TransferOrder | null {
    const errors: Partial<Record<TransferField, string>> = {};
    const giver = choices.from.find((a) => a.id === this.values.fromAccountId);
    const amount = parseMoneyInput(this.values.amount);
    if (!giver) errors.fromAccountId = 'Choose an account to transfer from';
    if (!choices.to.some((a) => a.id === this.values.toAccountId)) errors.toAccountId = mode === 'top-up' ? 'Choose the term deposit to top up' : 'Choose an account to transfer to';
    else if (this.values.toAccountId === this.values.fromAccountId) errors.toAccountId = 'Choose a different account to transfer to';
    const amountProblem = this.amountProblem(amount, mode, giver);
    if (amountProblem) errors.amount = amountProblem;
    const reference = referenceProblem(this.values.reference);
    if (reference) errors.reference = reference;
    this.errors = errors;
    if (Object.keys(errors).length || amount === null) {
      this.failedAttempts += 1;
      return null;
    }
    return { fromAccountId: this.values.fromAccountId, toAccountId: this.values.toAccountId, amount, reference: this.values.reference };
  }

  private amountProblem(amount: number | null, mode: TransferMode, giver: TransferChoices['from'][number] | undefined): string | null {
    if (amount === null) return 'Enter an amount in dollars and cents, like 12.50';
    if (amount <= 0) return 'Enter an amount over $0.00';
    if (mode === 'top-up') {
      const problem = termDepositTopUpProblem(amount);
      if (problem) return problem;
    }
    const fee = transferFee(giver);
    if (giver && amount + fee > giver.available) {
      return fee ? `That's more than the ${formatMoney(giver.available)} available in ${giver.name}, with the ${formatMoney(fee)} fee`
        : `That's more than the ${formatMoney(giver.available)} available in ${giver.name}`;
    }
    return null;
  }

  /** The problems in the order of the form, for the error summary. */
  get summary(): { field: TransferField; message: string }[] {
    return FIELDS.flatMap((field) => { const message = this.errors[field]; return message ? [{ field, message }] : []; });
  }

  /** After a transfer: the same accounts, a fresh amount and reference. */
  clearAmount(): void {
    this.values.amount = '';
    this.values.reference = '';
    this.errors = {};
    this.failedAttempts = 0;
  }
}
