import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { addDays, aucklandToday } from '../../../../contract/rules/AucklandDate';
import { formatNzBankAccountNumber, isValidNzBankAccountNumber } from '../../../../contract/rules/NzBankAccountNumber';
import { nextPaymentDate } from '../../../../contract/rules/PaymentSchedule';
import {
  AutomaticPaymentFieldProblem, AutomaticPaymentRefused, MaximumCancelledPayments, type AutomaticPayment, type AutomaticPaymentInput,
} from '../../../../src/features/automatic-payments/core/domain/AutomaticPayment';
import type { AutomaticPaymentService } from '../../../../src/features/automatic-payments/core/ports/AutomaticPaymentService';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';
import { SEEDED_SCAM_ACCOUNT } from '../../../../server/scam/magicSandbox';

const ACCOUNTS: Record<string, { name: string; number: string }> = {
  '1000001-1': { name: 'Everyday', number: '38-9123-0102004-00' },
  '1000001-2': { name: 'Bills', number: '38-9123-0102059-00' },
  '1000004-1': { name: 'Everyday', number: '38-9123-0102300-00' },
};

/** Aroha's two, with next dates relative to today as the sandbox seeds them. */
export function arohaPayments(now = Date.now()): AutomaticPayment[] {
  const today = aucklandToday(now);
  const from = { fromAccountId: '1000001-1', fromAccountName: 'Everyday', fromAccountNumber: '38-9123-0102004-00' };
  return [
    { id: 'a0000000-0000-4000-8000-000000000001', ...from, toAccountNumber: '12-3140-1573925-00', payeeName: 'Harcourts Rentals', amount: 55_000, frequency: 'weekly', nextDate: addDays(today, 3), particulars: 'Rent', code: '185 Ponsonby', reference: 'Ngata' },
    { id: 'a0000000-0000-4000-8000-000000000002', ...from, toAccountNumber: '38-9123-0102078-00', payeeName: 'Online Saver', amount: 20_000, frequency: 'fortnightly', nextDate: addDays(today, 9), particulars: null, code: null, reference: 'Savings' },
  ];
}

const blankAsNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The account numbers of the customer who owns `accountId` ('1000001-2' → Aroha's). */
const ownNumbers = (accountId: string) => {
  const customer = accountId.split('-')[0];
  return Object.entries(ACCOUNTS).filter(([id]) => id.split('-')[0] === customer).map(([, account]) => account.number);
};

/**
 * Automatic payments in memory with the sandbox's rules: keys, skip by period, five
 * cancellations a day, and a payment to someone else's account safeguarded (403 6002 with an
 * operation id until it is sent again with that operation, escalated, once).
 */
export class FakeAutomaticPaymentService implements AutomaticPaymentService {
  private payments: AutomaticPayment[];
  private readonly keys = new Map<string, string>();
  private readonly spent = new Set<string>();
  /** What each operation was issued for: a code approves exactly that payment, as the sandbox binds it. */
  private readonly bound = new Map<string, string>();
  private seq = 0;
  cancelledToday = 0;

  /** `safeguard` is shared with FakeTokenService, whose escalation grant checks the codes it issues. */
  constructor(payments: AutomaticPayment[] = arohaPayments(), public safeguard = new FakeSafeguard()) {
    this.payments = payments.map((p) => ({ ...p }));
  }

  /** What the customer's correct SMS code does (the escalation grant): the operation may now run once. */
  escalate(operationId: string): void {
    this.safeguard.verify(operationId, this.safeguard.codeFor(operationId) ?? '');
  }

  async list(): Promise<AutomaticPayment[]> {
    return this.payments.map((p) => ({ ...p }));
  }

  async create(input: AutomaticPaymentInput, idempotencyKey: string, escalation?: string): Promise<AutomaticPayment> {
    const known = this.keys.get(idempotencyKey);
    if (known) return { ...this.find(known) };
    const payment = this.build(`b0000000-0000-4000-8000-${String(++this.seq).padStart(12, '0')}`, input);
    this.refuseListed(payment);
    this.approve(payment, escalation);
    this.payments.push(payment);
    this.keys.set(idempotencyKey, payment.id);
    return { ...payment };
  }

  async update(id: string, input: AutomaticPaymentInput, escalation?: string): Promise<AutomaticPayment> {
    this.find(id);
    const payment = this.build(id, input);
    this.refuseListed(payment);
    this.approve(payment, escalation);
    this.payments = this.payments.map((p) => (p.id === id ? payment : p));
    return { ...payment };
  }

  async skip(id: string): Promise<AutomaticPayment> {
    const payment = this.find(id);
    payment.nextDate = nextPaymentDate(payment.nextDate, payment.frequency);
    return { ...payment };
  }

  async cancel(id: string): Promise<void> {
    this.find(id);
    if (this.cancelledToday >= 5) throw new MaximumCancelledPayments("You've cancelled 5 automatic payments today, the most we allow in one day.");
    this.cancelledToday += 1;
    this.payments = this.payments.filter((p) => p.id !== id);
  }

  /** The sandbox's listed scam account is declined before any code is sent, in the bank's words. */
  private refuseListed(payment: AutomaticPayment): void {
    if (payment.toAccountNumber !== SEEDED_SCAM_ACCOUNT) return;
    throw new AutomaticPaymentRefused("We've declined this automatic payment to protect you: this account has been reported to us as used by scammers.");
  }

  /** A payment to someone else's account needs an escalated operation issued for exactly it, good once. */
  private approve(payment: AutomaticPayment, escalation: string | undefined): void {
    if (ownNumbers(payment.fromAccountId).includes(payment.toAccountNumber)) return;
    // A new payment's id is made per call, so it is no part of what is approved; a change's id is.
    const what = JSON.stringify({ ...payment, id: this.payments.some((p) => p.id === payment.id) ? payment.id : null });
    if (escalation && this.safeguard.isEscalated(escalation) && !this.spent.has(escalation) && this.bound.get(escalation) !== what) {
      throw new ApiError(403, 4004, { NativeErrorCode: 4004, message: 'The code you entered was for different details, so nothing was done. Start again and we will send you a new code for these details.' });
    }
    if (!escalation || !this.safeguard.isEscalated(escalation) || this.spent.has(escalation)) {
      const { operationId } = this.safeguard.issue();
      this.bound.set(operationId, what);
      throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent a 6-digit code to your mobile phone. Enter it to continue.', operationId });
    }
    this.spent.add(escalation);
  }

  private find(id: string): AutomaticPayment {
    const payment = this.payments.find((p) => p.id === id);
    if (!payment) throw new ApiError(404, null, { message: 'No such automatic payment.' });
    return payment;
  }

  private build(id: string, input: AutomaticPaymentInput): AutomaticPayment {
    const account = ACCOUNTS[input.fromAccountId];
    if (!account) throw new AutomaticPaymentFieldProblem('fromAccountId', 'Choose an account to pay from');
    if (!isValidNzBankAccountNumber(input.toAccountNumber)) {
      throw new AutomaticPaymentFieldProblem('toAccountNumber', 'Enter a valid NZ bank account number, for example 12-3456-0123456-00');
    }
    return {
      id, fromAccountId: input.fromAccountId, fromAccountName: account.name, fromAccountNumber: account.number,
      toAccountNumber: formatNzBankAccountNumber(input.toAccountNumber) ?? input.toAccountNumber, payeeName: input.payeeName.trim(),
      amount: input.amount, frequency: input.frequency, nextDate: input.nextDate,
      particulars: blankAsNull(input.particulars), code: blankAsNull(input.code), reference: blankAsNull(input.reference),
    };
  }
}
