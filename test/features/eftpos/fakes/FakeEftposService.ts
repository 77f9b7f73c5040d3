import type { EftposOverview, PayingAccount, PaymentRequest } from '../../../../src/features/eftpos/core/domain/PaymentRequest';
import type { EftposService } from '../../../../src/features/eftpos/core/ports/EftposService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

const NOW = Date.UTC(2026, 10, 21, 9);
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

/** Aroha's two seeded requests and her paying accounts, soonest expiry first. */
export const AROHA_EFTPOS: EftposOverview = {
  enabled: true,
  requests: [
    { id: 'eftpos-1000001-2', merchant: 'Kathmandu', amount: 24_950, createdAt: at(-60), expiresAt: at(7 * 1440 - 60) },
    { id: 'eftpos-1000001-1', merchant: 'Mighty Ape', amount: 8_999, createdAt: at(-30), expiresAt: at(7 * 1440 - 30) },
  ],
  accounts: [
    { id: '1000001-1', name: 'Everyday', accountNumber: '38-9123-0102004-00', available: 2_458_375 },
    { id: '1000001-2', name: 'Bills', accountNumber: '38-9123-0102041-00', available: 612_040 },
  ],
};

/**
 * Online EFTPOS in memory with the sandbox's rules: approval is safeguarded (403 6002 with an
 * operation id until `escalate` marks it passed), a request not pending is 404, and an
 * account that cannot cover the amount is 400 4010.
 */
export class FakeEftposService implements EftposService {
  loggedIn = true;
  readonly declined: Array<{ requestId: string; reason: string }> = [];
  private enabled: boolean;
  private requests: PaymentRequest[];
  private accounts: PayingAccount[];
  private readonly spent = new Set<string>();

  /** `safeguard` is shared with FakeTokenService, whose escalation grant checks the codes it issues. */
  constructor(start: EftposOverview = AROHA_EFTPOS, readonly safeguard = new FakeSafeguard()) {
    this.enabled = start.enabled;
    this.requests = start.requests.map((r) => ({ ...r }));
    this.accounts = start.accounts.map((a) => ({ ...a }));
  }

  /** What the customer's correct SMS code does (the escalation grant): the operation may now run once. */
  escalate(operationId: string): void {
    this.safeguard.verify(operationId, this.safeguard.codeFor(operationId) ?? '');
  }

  async overview(): Promise<EftposOverview> {
    this.guard();
    return { enabled: this.enabled, requests: this.enabled ? this.requests.map((r) => ({ ...r })) : [], accounts: this.accounts.map((a) => ({ ...a })) };
  }

  async setEnabled(enabled: boolean): Promise<void> {
    this.guard();
    this.enabled = enabled;
  }

  async approve(input: { requestId: string; accountId: string }, operationId?: string): Promise<void> {
    const request = this.pending(input.requestId);
    const account = this.accounts.find((a) => a.id === input.accountId);
    if (!account) throw new ApiError(404, null, { message: 'There is no such account.' });
    if (account.available < request.amount) throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: "There isn't enough money in that account for this payment." });
    if (!operationId || !this.safeguard.isEscalated(operationId) || this.spent.has(operationId)) {
      const { operationId: issued } = this.safeguard.issue();
      throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent a 6-digit code.', operationId: issued });
    }
    this.spent.add(operationId);
    account.available -= request.amount;
    this.requests = this.requests.filter((r) => r !== request);
  }

  async decline(input: { requestId: string; reason: string }): Promise<void> {
    const request = this.pending(input.requestId);
    this.requests = this.requests.filter((r) => r !== request);
    this.declined.push({ ...input });
  }

  private pending(id: string): PaymentRequest {
    this.guard();
    if (!this.enabled) throw new ApiError(409, null, { message: 'Online EFTPOS is turned off.' });
    const request = this.requests.find((r) => r.id === id);
    if (!request) throw new ApiError(404, null, { message: 'There is no such payment request waiting for you.' });
    return request;
  }

  private guard(): void {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
