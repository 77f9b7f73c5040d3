import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { PaymentLimit, ReportablePayment, ScamProtectionService } from '../../../../src/features/scam/core/ports/ScamProtectionService';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

const DAY_MS = 86_400_000;

/** Aroha's recent payments to others, as "Report a scam" lists them (newest first). */
export const AROHA_REPORTABLE: ReportablePayment[] = [
  { id: '7d1c0000-0000-4000-8000-000000000001', createdAt: Date.UTC(2026, 10, 19, 2, 15), amount: 450_000, to: { name: 'Crypto Growth', accountNumber: '03-0104-0731553-000' } },
  { id: '7d1c0000-0000-4000-8000-000000000002', createdAt: Date.UTC(2026, 10, 12, 21, 40), amount: 8_000, to: { name: 'Mercury Energy', accountNumber: '02-0248-0406223-00' } },
];

/**
 * The bank's scam protection in memory, with the sandbox's rules: a lower daily limit applies
 * at once, a higher one needs an escalated operation (the shared FakeSafeguard) and starts 24
 * hours later; a report answers a case reference; the lock is one call and stays.
 */
export class FakeScamProtectionService implements ScamProtectionService {
  locked = false;
  loggedIn = true;
  limit: PaymentLimit = { limit: 1_000_000, leftToday: 1_000_000, pending: null };
  reports: { paymentId: string; whatHappened: string; caseReference: string }[] = [];
  /** The last code "sent by SMS". */
  lastCode: string | null = null;
  private seq = 0;

  constructor(readonly payments: ReportablePayment[] = AROHA_REPORTABLE, readonly safeguard = new FakeSafeguard(), private readonly now = () => Date.UTC(2026, 10, 20, 20, 0)) {}

  private signedIn(): void {
    if (!this.loggedIn) throw new ApiError(401, null, { message: 'Not logged in.' });
  }

  async lockState() { this.signedIn(); return { locked: this.locked }; }

  async lock() { this.signedIn(); this.locked = true; }

  async reportablePayments() { this.signedIn(); return this.payments.map((p) => ({ ...p, to: { ...p.to } })); }

  async report(paymentId: string, whatHappened: string) {
    this.signedIn();
    if (!this.payments.some((p) => p.id === paymentId)) throw new ApiError(404, null, { message: 'Payment not found.' });
    if (!whatHappened.trim()) throw new ApiError(400, 4004, { NativeErrorCode: 4004, message: 'Tell us what happened.' });
    this.seq += 1;
    const caseReference = `SC-${String(this.seq).padStart(8, 'A').replace(/[01]/g, 'Z')}`;
    this.reports.push({ paymentId, whatHappened, caseReference });
    return caseReference;
  }

  async paymentLimit() { this.signedIn(); return { ...this.limit }; }

  async setPaymentLimit(limit: number, operationId?: string) {
    this.signedIn();
    if (limit <= this.limit.limit) {
      this.limit = { limit, leftToday: Math.min(this.limit.leftToday, limit), pending: null };
    } else if (!this.safeguard.isEscalated(operationId)) {
      const issued = this.safeguard.issue();
      this.lastCode = issued.code;
      throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent you a code.', operationId: issued.operationId });
    } else {
      this.limit = { ...this.limit, pending: { limit, from: this.now() + DAY_MS } };
    }
    return { ...this.limit };
  }
}
