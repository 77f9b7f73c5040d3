import { makeAutoObservable } from 'mobx';
import { formatMoney } from '../../../../contract/rules/Money';
import { parseMoneyInput } from '../../../../contract/rules/MoneyInput';
import { formatNzBankAccountNumber, nzBankAccountNumberProblem } from '../../../../contract/rules/NzBankAccountNumber';
import { codeProblem, particularsProblem, payeeNameProblem, referenceProblem } from '../../../../contract/rules/PaymentFields';
import { isFutureDate, paymentDateProblem } from '../../../../contract/rules/PaymentDate';
import type { PayFromAccount, PaymentOrder, SavedPayee } from '../core/domain/PaymentOrder';
import { isPaymentPurpose } from '../../../../contract/rules/PaymentPurpose';

/** The fields in the order the form shows them, which the error summary follows. */
const FIELDS = ['fromAccountId', 'payeeId', 'payeeName', 'accountNumber', 'purpose', 'amount', 'particulars', 'code', 'reference', 'date'] as const;
export type PaymentField = typeof FIELDS[number];

/**
 * The pay form's fields as typed and what is wrong with them, judged by the same rules the
 * bank applies (contract/rules): account check digits, payment field characters, dates.
 */
export class PaymentForm {
  fromAccountId = '';
  /** To one of the saved payees, or to an account typed in (someone new). */
  to: 'saved' | 'new' = 'new';
  payeeId = '';
  accountNumber = '';
  payeeName = '';
  /** The answer to "What is this payment for?" (a PaymentPurpose, or '' before it is chosen). */
  purpose = '';
  amount = '';
  particulars = '';
  code = '';
  reference = '';
  when: 'now' | 'later' = 'now';
  /** 'YYYY-MM-DD' from the date input. */
  date = '';
  errors: Partial<Record<PaymentField, string>> = {};

  /** Whether the customer has typed anything (the account to pay from is chosen for them). */
  get typedSomething(): boolean {
    return [this.payeeName, this.accountNumber, this.amount, this.particulars, this.code, this.reference].some((value) => value.trim() !== '');
  }
  /** Reviews refused for the fields' problems, so far: each one moves focus to the error summary. */
  failedAttempts = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(field: PaymentField, value: string): void {
    this[field] = value;
    delete this.errors[field];
  }

  setTo(to: 'saved' | 'new'): void {
    this.to = to;
    delete this.errors.payeeId;
  }

  /** Chooses a saved payee, filling in the statement details it keeps. */
  choosePayee(payee: SavedPayee | undefined): void {
    this.payeeId = payee?.id ?? '';
    delete this.errors.payeeId;
    if (payee) { this.particulars = payee.particulars; this.code = payee.code; this.reference = payee.reference; }
  }

  setWhen(when: 'now' | 'later'): void {
    this.when = when;
    delete this.errors.date;
  }

  /**
   * The order the fields describe, or null with every problem set. `today` is Auckland's;
   * `asksPurpose`: the payment goes to someone new, so "What is this payment for?" must be answered.
   */
  toOrder(accounts: readonly PayFromAccount[], payees: readonly SavedPayee[], today: string, asksPurpose: boolean): PaymentOrder | null {
    const errors: Partial<Record<PaymentField, string>> = {};
    const from = accounts.find((a) => a.id === this.fromAccountId);
    if (!from) errors.fromAccountId = 'Choose an account to pay from';
    const payee = this.to === 'saved' ? payees.find((p) => p.id === this.payeeId) : undefined;
    if (this.to === 'saved' && !payee) errors.payeeId = 'Choose a payee';
    if (this.to === 'new') {
      const accountNumber = nzBankAccountNumberProblem(this.accountNumber);
      if (accountNumber) errors.accountNumber = accountNumber;
      const name = payeeNameProblem(this.payeeName);
      if (name) errors.payeeName = name;
    }
    // Someone new: the Code of Banking Practice asks what the payment is for, every time.
    if (asksPurpose && !isPaymentPurpose(this.purpose)) errors.purpose = 'Choose what this payment is for';
    const amount = parseMoneyInput(this.amount);
    if (amount === null) errors.amount = 'Enter an amount in dollars and cents, like 12.50';
    else if (amount <= 0) errors.amount = 'Enter an amount over $0.00';
    else if (from && amount > from.available) errors.amount = `That's more than the ${formatMoney(from.available)} available in ${from.name}`;
    for (const [field, problem] of [['particulars', particularsProblem], ['code', codeProblem], ['reference', referenceProblem]] as const) {
      const message = problem(this[field]);
      if (message) errors[field] = message;
    }
    if (this.when === 'later') {
      const message = this.date ? paymentDateProblem(this.date, today) : 'Enter the payment date';
      if (message) errors.date = message;
    }
    this.errors = errors;
    if (Object.keys(errors).length) this.failedAttempts += 1;
    if (Object.keys(errors).length || !from || amount === null) return null;
    return {
      fromAccountId: from.id, amount,
      to: payee ? { payeeId: payee.id } : { accountNumber: formatNzBankAccountNumber(this.accountNumber) ?? this.accountNumber, name: this.payeeName.trim() },
      particulars: this.particulars, code: this.code, reference: this.reference,
      date: this.when === 'later' && isFutureDate(this.date, today) ? this.date : null,
      ...(asksPurpose && isPaymentPurpose(this.purpose) ? { purpose: this.purpose } : {}),
    };
  }

  /** The problems in the order of the form, for the error summary. */
  get summary(): { field: PaymentField; message: string }[] {
    return FIELDS.flatMap((field) => { const message = this.errors[field]; return message ? [{ field, message }] : []; });
  }

  reset(): void {
    this.payeeId = ''; this.accountNumber = ''; this.payeeName = ''; this.purpose = ''; this.amount = '';
    this.particulars = ''; this.code = ''; this.reference = ''; this.when = 'now'; this.date = '';
    this.errors = {};
    this.failedAttempts = 0;
  }
}
