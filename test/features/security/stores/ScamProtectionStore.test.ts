import { ScamProtectionStore } from '../../../../src/features/security/stores/ScamProtectionStore';
import type { PaymentLimit, ReportablePayment, ScamProtectionService } from '../../../../src/features/security/core/ports/ScamProtectionService';
import type { ChallengePrompt } from '../../../../src/features/escalation';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

/** The bank's scam protection in memory: a raise needs an escalated operation and waits, as the sandbox's does. */
class FakeScamProtection implements ScamProtectionService {
  locked = false;
  limit: PaymentLimit = { limit: 1_000_000, leftToday: 1_000_000, pending: null };
  reports: { paymentId: string; whatHappened: string }[] = [];
  readonly payments: ReportablePayment[] = [{ id: 'p1', createdAt: 0, amount: 450_000, to: { name: 'Crypto Growth', accountNumber: '12-3456-9999889-00' } }];
  async lockState() { return { locked: this.locked }; }
  async lock() { this.locked = true; }
  async reportablePayments() { return this.payments; }
  async report(paymentId: string, whatHappened: string) { this.reports.push({ paymentId, whatHappened }); return 'SC-ABCD2345'; }
  async paymentLimit() { return this.limit; }
  async setPaymentLimit(limit: number, operationId?: string) {
    if (limit <= this.limit.limit) this.limit = { limit, leftToday: Math.min(this.limit.leftToday, limit), pending: null };
    else if (operationId !== 'op-1') throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'code sent', operationId: 'op-1' });
    else this.limit = { ...this.limit, pending: { limit, from: 86_400_000 } };
    return this.limit;
  }
}

/** The step-up as the escalation area runs it: a 6002 is answered (the code right) and the call made again. */
const stepUp = {
  execute: async <T,>(operation: (operationId?: string) => Promise<T>) => {
    try { return await operation(); } catch (error) {
      if (error instanceof ApiError && error.nativeErrorCode === 6002) return operation('op-1');
      throw error;
    }
  },
};

async function setup() {
  const service = new FakeScamProtection();
  const store = new ScamProtectionStore(service, stepUp, null as unknown as ChallengePrompt);
  await store.load();
  return { service, store };
}

describe('ScamProtectionStore', () => {
  it('locks only after the customer says yes', async () => {
    const { service, store } = await setup();
    store.askToLock();
    store.keepUnlocked();
    expect(service.locked).toBe(false);
    store.askToLock();
    await store.lock();
    expect(store.locked).toBe(true);
    expect(service.locked).toBe(true);
  });

  it('reports a payment with what happened, and shows the case reference; both are needed', async () => {
    const { service, store } = await setup();
    await store.report();
    expect(store.reportErrors).toEqual({ paymentId: 'Choose the payment', whatHappened: 'Tell us what happened' });
    store.setReport('paymentId', 'p1');
    store.setReport('whatHappened', '  They said it was a sure thing.  ');
    await store.report();
    expect(service.reports).toEqual([{ paymentId: 'p1', whatHappened: 'They said it was a sure thing.' }]);
    expect(store.caseReference).toBe('SC-ABCD2345');
  });

  it('lowers the limit at once; a raise goes through the step-up and waits 24 hours', async () => {
    const { store } = await setup();
    store.setLimitInput('500');
    await store.saveLimit();
    expect(store.limit?.limit).toBe(50_000);
    expect(store.limitNotice).toBe('Your daily limit is now $500.00.');
    store.setLimitInput('20000');
    await store.saveLimit();
    expect(store.limit).toMatchObject({ limit: 50_000, pending: { limit: 2_000_000 } });
    expect(store.limitNotice).toBe('Your new limit of $20,000.00 starts in 24 hours. Until then it stays $500.00.');
    store.setLimitInput('100000');
    await store.saveLimit();
    expect(store.limitError).toBe('The highest daily limit you can set online is $50,000.00. Call us for more.');
  });
});
