import { reportedAvailableCents } from '../../../../contract/rules/AccountAvailability';
import { canTransferFrom, canTransferTo, isTermDeposit } from '../../../../contract/rules/AccountUse';
import { CASH_ADVANCE_FEE_CENTS, isCashAdvance } from '../../../../contract/rules/CashAdvance';
import { canTopUpTermDepositFrom, termDepositTopUpProblem, TOP_UP_ONLY_MESSAGE } from '../../../../contract/rules/TermDepositTopUp';
import type { TransferAccount, TransferOrder, TransferReceipt } from '../../../../src/features/transfer/core/domain/Transfer';
import type { TransferService } from '../../../../src/features/transfer/core/ports/TransferService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

const refused = (status: number, message: string) => new ApiError(status, status === 400 ? 4010 : null, { message, ...(status === 400 ? { NativeErrorCode: 4010 } : {}) });
const NOT_BETWEEN = "Money can't be moved between these accounts.";

/**
 * The customer's accounts in memory, moved between as the sandbox does: once per key, within
 * the available funds, a cash advance's fee charged to the card, a term deposit taking money
 * only through a top-up and its rules.
 */
export class FakeTransferService implements TransferService {
  loggedIn = true;
  failNext: ApiError | null = null;
  readonly made: TransferReceipt[] = [];
  private readonly byKey = new Map<string, TransferReceipt>();

  constructor(private accounts: TransferAccount[], private readonly today = '2026-11-21') {}

  /** Plays another customer's accounts (Jack's one, Tama's term deposit and KiwiSaver). */
  resetAccounts(accounts: TransferAccount[]): void {
    this.accounts = accounts.map((a) => ({ ...a }));
  }

  /** As the sandbox lists them: nothing available in a term deposit (its money is locked until it matures). */
  async listAccounts(): Promise<TransferAccount[]> {
    this.guard();
    return this.accounts.map((a) => ({ ...a, available: reportedAvailableCents(a.product, a.available) }));
  }

  async transfer(order: TransferOrder, idempotencyKey: string): Promise<TransferReceipt> {
    return this.move(order, idempotencyKey, (from, to) => {
      if (isTermDeposit(to.product)) return TOP_UP_ONLY_MESSAGE;
      return from === to || !canTransferFrom(from.product) || !canTransferTo(to.product) ? NOT_BETWEEN : null;
    });
  }

  async topUp(order: TransferOrder, idempotencyKey: string): Promise<TransferReceipt> {
    return this.move(order, idempotencyKey, (from, to) => {
      if (!isTermDeposit(to.product) || !canTopUpTermDepositFrom(from.product)) return NOT_BETWEEN;
      return termDepositTopUpProblem(order.amount);
    });
  }

  private async move(order: TransferOrder, idempotencyKey: string, problem: (from: TransferAccount, to: TransferAccount) => string | null): Promise<TransferReceipt> {
    this.guard();
    const earlier = this.byKey.get(idempotencyKey);
    if (earlier) return { ...earlier };
    const from = this.accounts.find((a) => a.id === order.fromAccountId);
    const to = this.accounts.find((a) => a.id === order.toAccountId);
    if (!from || !to) throw refused(404, 'Account not found.');
    const refusal = problem(from, to);
    if (refusal) throw refused(400, refusal);
    const fee = isCashAdvance(from.product) ? CASH_ADVANCE_FEE_CENTS : 0;
    if (order.amount + fee > from.available) throw refused(400, 'The amount is more than the available funds.');
    from.available -= order.amount + fee;
    to.available += order.amount;
    const receipt = { id: `00000000-0000-4000-9000-${String(this.made.length + 1).padStart(12, '0')}`, amount: order.amount, fee,
      from: { name: from.name, accountNumber: from.accountNumber }, to: { name: to.name, accountNumber: to.accountNumber }, date: this.today };
    this.made.push(receipt);
    this.byKey.set(idempotencyKey, receipt);
    return { ...receipt };
  }

  private guard(): void {
    if (this.failNext) { const failure = this.failNext; this.failNext = null; throw failure; }
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
