import type { Cents } from '../../../../../contract/rules/Money';
import type { Frequency } from '../../../../../contract/rules/PaymentSchedule';

/** A repeating payment from one of the customer's accounts. Dates are Auckland dates 'YYYY-MM-DD'. */
export interface AutomaticPayment {
  id: string;
  fromAccountId: string;
  fromAccountName: string;
  fromAccountNumber: string;
  toAccountNumber: string;
  payeeName: string;
  amount: Cents;
  frequency: Frequency;
  nextDate: string;
  particulars: string | null;
  code: string | null;
  reference: string | null;
}

export interface AutomaticPaymentInput {
  fromAccountId: string;
  toAccountNumber: string;
  payeeName: string;
  amount: Cents;
  frequency: Frequency;
  nextDate: string;
  particulars: string;
  code: string;
  reference: string;
}

/** An account money can leave from, as the form offers it. */
export interface PayingAccount { id: string; product: string; name: string; accountNumber: string }

/** Products an automatic payment may come from (the bank refuses the others). */
export const PAYING_PRODUCTS: readonly string[] = ['everyday', 'bills', 'savings', 'online-saver'];

/** NativeErrorCode 584: the customer cancelled the most automatic payments allowed in one day. */
export class MaximumCancelledPayments extends Error {
  constructor(readonly bankMessage: string | null) {
    super("You've cancelled as many automatic payments as we allow in one day. You can cancel more tomorrow, or call us.");
    this.name = 'MaximumCancelledPayments';
  }
}

/** A field the bank refused (400 4010 with `field`). */
export class AutomaticPaymentFieldProblem extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = 'AutomaticPaymentFieldProblem';
  }
}

/**
 * The bank refused the payment for the customer's protection (its account is on the shared list
 * of scammers' accounts) or because the banking is locked: nothing was saved, and its words say why.
 */
export class AutomaticPaymentRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AutomaticPaymentRefused';
  }
}
