import { canPayFrom } from '../../../../contract/rules/AccountUse';
import { isValidNzBankAccountNumber } from '../../../../contract/rules/NzBankAccountNumber';
import type { DailyLimit, PayFromAccount, PaymentOrder, SavedPayee, SavedPayeeBook } from '../../../../src/features/pay/core/domain/PaymentOrder';
import type { Receipt, ReceiptImage } from '../../../../src/features/pay/core/domain/Receipt';
import type { PaymentService } from '../../../../src/features/pay/core/ports/PaymentService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

const refused = (status: number, message: string) => new ApiError(status, status === 400 ? 4010 : null, { message, ...(status === 400 ? { NativeErrorCode: 4010 } : {}) });

/**
 * A bank in memory that pays as the sandbox does: once per idempotency key, within the
 * available funds, from accounts that can pay. `failNext` makes the next call fail as given
 * (a 503 the bank never acted on, say).
 */
/** A 1×1 PNG: the fake answers a PNG, as the bank's renderer does (the page only passes it on). */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export class FakePaymentService implements PaymentService {
  loggedIn = true;
  failNext: ApiError | null = null;
  readonly receipts: Receipt[] = [];
  private readonly byKey = new Map<string, { order: string; receipt: Receipt }>();
  private seq = 0;
  /** When set, over $1,000 to a new account needs an escalated operation of this safeguard (6002), as the sandbox asks. */
  safeguard: FakeSafeguard | null = null;

  constructor(private accounts: PayFromAccount[], private readonly today: string, readonly payees: SavedPayee[] = []) {}

  /** Plays another customer's accounts (Tama's, with nothing that can pay). */
  resetAccounts(accounts: PayFromAccount[]): void {
    this.accounts = accounts.map((a) => ({ ...a }));
  }

  /** As a customer whose payee editing is restricted (Sophie): she may pay payees but not save new ones. */
  editingRestricted = false;

  async listPayees(): Promise<SavedPayeeBook> {
    this.guard();
    return { payees: this.payees.map((p) => ({ ...p })), editingRestricted: this.editingRestricted };
  }

  async listAccounts(): Promise<PayFromAccount[]> {
    this.guard();
    return this.accounts.map((a) => ({ ...a }));
  }

  async pay(order: PaymentOrder, idempotencyKey: string, operationId?: string): Promise<Receipt> {
    this.guard();
    if (this.safeguard && 'accountNumber' in order.to && order.amount > 100_000 && !this.safeguard.isEscalated(operationId)) {
      const issued = this.safeguard.issue();
      throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent a 6-digit code to your mobile phone.', operationId: issued.operationId });
    }
    const fingerprint = JSON.stringify(order);
    const earlier = this.byKey.get(idempotencyKey);
    if (earlier) {
      if (earlier.order !== fingerprint) throw refused(422, 'This Idempotency-Key was already used for a different request.');
      return { ...earlier.receipt };
    }
    const from = this.accounts.find((a) => a.id === order.fromAccountId);
    if (!from) throw refused(404, 'Account not found.');
    if (!canPayFrom(from.product)) throw refused(400, "Money can't be moved between these accounts.");
    const { to } = order;
    const payee = 'payeeId' in to ? this.payees.find((p) => p.id === to.payeeId) : to;
    if (!payee || !isValidNzBankAccountNumber(payee.accountNumber)) throw refused(404, 'Payee not found.');
    const scheduled = order.date !== null && order.date > this.today;
    if (this.holdAccounts.has(payee.accountNumber)) {
      if (!order.riskAcknowledged) {
        throw new ApiError(409, 6101, { NativeErrorCode: 6101, riskOutcome: 'hold', reasons: 'sandbox test account asking for hold',
          message: 'This payment looks like a scam we see often. If you still want to make it, we will hold it for 24 hours for your protection.' });
      }
      const held: Receipt = {
        id: `00000000-0000-4000-9000-${String(++this.seq).padStart(12, '0')}`, kind: 'payment', status: 'held', createdAt: 0, date: this.today,
        fromAccountId: from.id, from: { name: from.name, accountNumber: from.accountNumber }, to: { name: payee.name, accountNumber: payee.accountNumber },
        amount: order.amount, fee: 0, particulars: order.particulars, code: order.code, reference: order.reference,
        hold: { reasons: 'sandbox test account asking for hold', until: 86_400_000 },
      };
      this.receipts.push(held);
      this.byKey.set(idempotencyKey, { order: fingerprint, receipt: held });
      return { ...held };
    }
    if (!scheduled && order.amount > from.available) throw refused(400, 'The amount is more than the available funds.');
    if (!scheduled) from.available -= order.amount;
    const receipt: Receipt = {
      id: `00000000-0000-4000-8000-${String(++this.seq).padStart(12, '0')}`, kind: 'payment', status: scheduled ? 'scheduled' : 'paid',
      createdAt: 0, date: scheduled ? order.date as string : this.today, fromAccountId: from.id,
      from: { name: from.name, accountNumber: from.accountNumber }, to: { name: payee.name, accountNumber: payee.accountNumber },
      amount: order.amount, fee: 0, particulars: order.particulars, code: order.code, reference: order.reference,
    };
    this.receipts.push(receipt);
    this.byKey.set(idempotencyKey, { order: fingerprint, receipt });
    return { ...receipt };
  }

  /** The daily limit for payments to others, as the sandbox's default. */
  limit: DailyLimit = { limit: 1_000_000, leftToday: 1_000_000 };
  /** Payments to these account numbers are held (202), as the sandbox's magic "hold" account is. */
  readonly holdAccounts = new Set(['12-3456-9999889-00']);

  async dailyLimit(): Promise<DailyLimit> {
    this.guard();
    return { ...this.limit };
  }

  async cancelHeld(paymentId: string): Promise<void> {
    const receipt = this.find(paymentId);
    if (receipt.status !== 'held') throw refused(409, 'This payment is no longer on hold.');
    receipt.status = 'cancelled';
  }

  async listScheduled(): Promise<Receipt[]> {
    this.guard();
    return this.receipts.filter((r) => r.status === 'scheduled').sort((a, b) => a.date.localeCompare(b.date));
  }

  async cancelScheduled(paymentId: string): Promise<Receipt> {
    const receipt = this.find(paymentId);
    if (receipt.status !== 'scheduled' && receipt.status !== 'cancelled') throw refused(409, 'This payment can no longer be cancelled.');
    receipt.status = 'cancelled';
    return { ...receipt };
  }

  async getReceipt(receiptId: string): Promise<Receipt> {
    return { ...this.find(receiptId) };
  }

  async getReceiptImage(receiptId: string): Promise<ReceiptImage> {
    this.find(receiptId);
    return { contentType: 'image/png', base64: ONE_PIXEL_PNG };
  }

  private find(id: string): Receipt {
    this.guard();
    const receipt = this.receipts.find((r) => r.id === id);
    if (!receipt) throw refused(404, 'Receipt not found.');
    return receipt;
  }

  private guard(): void {
    if (this.failNext) { const failure = this.failNext; this.failNext = null; throw failure; }
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
