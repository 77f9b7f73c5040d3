import { canTransferFrom, canTransferTo } from '../../../../contract/rules/AccountUse';
import type { TransferAccount, TransferOrder, TransferReceipt } from '../../../../src/features/transfer/core/domain/Transfer';
import type { TransferService } from '../../../../src/features/transfer/core/ports/TransferService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

const refused = (status: number, message: string) => new ApiError(status, status === 400 ? 4010 : null, { message });

/** The customer's accounts in memory, moved between as the sandbox does: once per key, within the available funds. */
export class FakeTransferService implements TransferService {
  loggedIn = true;
  failNext: ApiError | null = null;
  readonly made: TransferReceipt[] = [];
  private readonly byKey = new Map<string, TransferReceipt>();

  constructor(private readonly accounts: TransferAccount[], private readonly today = '2026-11-21') {}

  async listAccounts(): Promise<TransferAccount[]> {
    this.guard();
    return this.accounts.map((a) => ({ ...a }));
  }

  async transfer(order: TransferOrder, idempotencyKey: string): Promise<TransferReceipt> {
    this.guard();
    const earlier = this.byKey.get(idempotencyKey);
    if (earlier) return { ...earlier };
    const from = this.accounts.find((a) => a.id === order.fromAccountId);
    const to = this.accounts.find((a) => a.id === order.toAccountId);
    if (!from || !to) throw refused(404, 'Account not found.');
    if (from === to || !canTransferFrom(from.product) || !canTransferTo(to.product)) throw refused(400, "Money can't be moved between these accounts.");
    if (order.amount > from.available) throw refused(400, 'The amount is more than the available funds.');
    from.available -= order.amount;
    to.available += order.amount;
    const receipt = { id: `00000000-0000-4000-9000-${String(this.made.length + 1).padStart(12, '0')}`, amount: order.amount,
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
