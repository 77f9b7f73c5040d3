import { ScamProtectionStore } from '../../../../src/features/scam/stores/ScamProtectionStore';
import { AROHA_REPORTABLE, FakeScamProtectionService } from '../fakes/FakeScamProtectionService';
import type { ChallengePrompt } from '../../../../src/features/escalation';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

/** The step-up as the escalation area runs it: a 6002 is answered (the code right) and the call made again. */
const stepUpOn = (service: FakeScamProtectionService) => ({
  execute: async <T,>(operation: (operationId?: string) => Promise<T>) => {
    try { return await operation(); } catch (error) {
      if (!(error instanceof ApiError && error.nativeErrorCode === 6002)) throw error;
      const { operationId } = error.response as { operationId: string };
      service.safeguard.verify(operationId, service.safeguard.codeFor(operationId) ?? '');
      return operation(operationId);
    }
  },
});

async function setup() {
  const service = new FakeScamProtectionService();
  const store = new ScamProtectionStore(service, stepUpOn(service), null as unknown as ChallengePrompt);
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
    const [payment] = AROHA_REPORTABLE;
    store.setReport('paymentId', payment!.id);
    store.setReport('whatHappened', '  They said it was a sure thing.  ');
    await store.report();
    expect(service.reports).toEqual([{ paymentId: payment!.id, whatHappened: 'They said it was a sure thing.', caseReference: expect.stringMatching(/^SC-/) }]);
    expect(store.caseReference).toBe(service.reports[0]!.caseReference);
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
