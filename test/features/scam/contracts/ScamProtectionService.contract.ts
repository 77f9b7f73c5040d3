import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { ScamProtectionService } from '../../../../src/features/scam/core/ports/ScamProtectionService';
import type { TokenService } from '../../../../src/features/session/core/ports/TokenService';

export interface ScamProtectionSubject {
  /** Aroha, logged in, unlocked, with payments to others in the last 30 days. */
  service: ScamProtectionService;
  tokens: TokenService;
  /** The code "sent by SMS" for an operation. */
  codeFor(operationId: string): Promise<string>;
  anonymous: ScamProtectionService;
}

const failureOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  const failure = await promise.then(() => null, (error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  return failure as ApiError;
};

/**
 * What the scam-protection page relies on, from the fake and from the sandbox alike. The lock
 * is last: once locked, the customer stays locked (unlocking is not the page's to do).
 */
export function describeScamProtectionServiceContract(name: string, make: () => Promise<ScamProtectionSubject>) {
  describe(`${name} honours the ScamProtectionService contract`, () => {
    it('lists recent payments to report, each with its amount in cents, when and to whom (a name, never blank)', async () => {
      const { service } = await make();
      const payments = await service.reportablePayments();
      expect(payments.length).toBeGreaterThan(0);
      for (const p of payments) {
        expect(Number.isInteger(p.amount) && p.amount > 0).toBe(true);
        expect(Number.isNaN(p.createdAt)).toBe(false);
        expect(p.to).toEqual({ name: expect.stringMatching(/\S/), accountNumber: expect.stringMatching(/^\d{2}-\d{4}-\d{7}-\d{2,3}$/) });
      }
      expect(payments.map((p) => p.createdAt)).toEqual([...payments.map((p) => p.createdAt)].sort((a, b) => b - a));
    });

    it('reports a payment and answers a case reference; an unknown payment is 404', async () => {
      const { service } = await make();
      const [payment] = await service.reportablePayments();
      expect(await service.report(payment!.id, 'They promised returns of 30% a month.')).toMatch(/^SC-[A-Z2-9]{8}$/);
      expect(await failureOf(service.report('00000000-0000-4000-8000-00000000dead', 'Not mine.'))).toMatchObject({ status: 404 });
    });

    it('lowers the daily limit at once', async () => {
      const { service } = await make();
      const before = await service.paymentLimit();
      expect(before.leftToday).toBeLessThanOrEqual(before.limit);
      const lowered = await service.setPaymentLimit(50_000);
      expect(lowered).toMatchObject({ limit: 50_000, pending: null });
      expect(lowered.leftToday).toBeLessThanOrEqual(50_000);
      expect(await service.paymentLimit()).toEqual(lowered);
    });

    it('a raise answers 6002 first; once escalated it waits as pending, the limit unchanged', async () => {
      const { service, tokens, codeFor } = await make();
      const before = await service.paymentLimit();
      const asked = await failureOf(service.setPaymentLimit(before.limit + 200_000));
      expect(asked).toMatchObject({ status: 403, nativeErrorCode: 6002 });
      const { operationId } = asked.response as { operationId: string };
      await tokens.escalate({ challengeResponse: await codeFor(operationId), operationId });
      const raised = await service.setPaymentLimit(before.limit + 200_000, operationId);
      expect(raised).toMatchObject({ limit: before.limit, pending: { limit: before.limit + 200_000 } });
      expect(Number.isNaN(raised.pending?.from)).toBe(false);
    });

    it('refuses a caller who is not logged in (401)', async () => {
      const { anonymous } = await make();
      expect(await failureOf(anonymous.lockState())).toMatchObject({ status: 401 });
      expect(await failureOf(anonymous.lock())).toMatchObject({ status: 401 });
    });

    it('locks at once with one call, and stays locked', async () => {
      const { service } = await make();
      expect(await service.lockState()).toEqual({ locked: false });
      await service.lock();
      expect(await service.lockState()).toEqual({ locked: true });
      await service.lock();
      expect(await service.lockState()).toEqual({ locked: true });
    });
  });
}
