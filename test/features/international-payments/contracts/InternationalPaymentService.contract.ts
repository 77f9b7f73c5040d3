import type { InternationalPaymentService } from '../../../../src/features/international-payments/core/ports/InternationalPaymentService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { INTERNATIONAL_FEE_CENTS, QUOTE_USED_MESSAGE } from '../../../../contract/international-payments';

export interface InternationalPaymentServiceSubject {
  /** Logged in as Aroha (1000001, or a clone of her): one international payee, Emma Clarke (GBP), and an account named Everyday. */
  aroha: InternationalPaymentService;
  /** Gives the right SMS code for an operation of Aroha's session (the escalation grant). */
  escalate(operationId: string): Promise<void>;
  /** Logged in as Jack (1000004): no international payees. */
  jack: InternationalPaymentService;
  anonymous: InternationalPaymentService;
}

const operationIdOf = (error: unknown) => ((error as ApiError).response as { operationId: string }).operationId;

export function describeInternationalPaymentServiceContract(name: string, make: () => Promise<InternationalPaymentServiceSubject>) {
  describe(`${name} honours the InternationalPaymentService contract`, () => {
    let subject: InternationalPaymentServiceSubject;
    beforeEach(async () => { subject = await make(); });

    const emma = async () => (await subject.aroha.listPayees()).find((p) => p.name === 'Emma Clarke')!;
    // Found by name, not by id: on the sandbox Aroha is a clone of her own, with her own account ids.
    const everyday = async () => (await subject.aroha.listAccounts()).find((a) => a.name === 'Everyday')!;

    it("lists Aroha's payee in GBP with its account, and Jack has none", async () => {
      expect(await emma()).toMatchObject({ country: 'GB', currency: 'GBP', account: 'GB33 BUKB 2020 1555 5555 55' });
      expect(await subject.jack.listPayees()).toEqual([]);
    });

    it('quotes the payee\'s amount with a 4-decimal rate and the fixed fee: total = NZD + fee', async () => {
      const quote = await subject.aroha.quote({ payeeId: (await emma()).id, fromAccountId: (await everyday()).id, foreignAmount: 25_000 });
      expect(quote).toMatchObject({ currency: 'GBP', decimals: 2, foreignAmount: 25_000, fee: INTERNATIONAL_FEE_CENTS, payeeName: 'Emma Clarke' });
      expect(quote.rate).toMatch(/^\d+\.\d{4}$/);
      expect(quote.total).toBe(quote.nzdAmount + quote.fee);
    });

    it('sends only after the SMS code: before − total = after, and a quote pays once', async () => {
      const quote = await subject.aroha.quote({ payeeId: (await emma()).id, fromAccountId: (await everyday()).id, foreignAmount: 10_000 });
      const before = (await everyday()).available;
      const challenge = await subject.aroha.send(quote.quoteId, crypto.randomUUID()).catch((error: unknown) => error);
      expect(challenge).toMatchObject({ status: 403, nativeErrorCode: 6002 });
      const operationId = operationIdOf(challenge);
      await subject.escalate(operationId);
      const key = crypto.randomUUID();
      const receipt = await subject.aroha.send(quote.quoteId, key, operationId);
      expect(receipt).toMatchObject({ quoteId: quote.quoteId, total: quote.total, to: { name: 'Emma Clarke', account: 'GB33 BUKB 2020 1555 5555 55' } });
      expect((await everyday()).available).toBe(before - quote.total);
      expect(await subject.aroha.send(quote.quoteId, key)).toEqual(receipt);
      await expect(subject.aroha.send(quote.quoteId, crypto.randomUUID())).rejects.toMatchObject({ status: 409, response: { message: QUOTE_USED_MESSAGE } });
      expect((await everyday()).available).toBe(before - quote.total);
    });

    it("cannot send another customer's quote (404)", async () => {
      const quote = await subject.aroha.quote({ payeeId: (await emma()).id, fromAccountId: (await everyday()).id, foreignAmount: 100 });
      await expect(subject.jack.send(quote.quoteId, crypto.randomUUID())).rejects.toMatchObject({ status: 404 });
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      const failure = await subject.anonymous.listPayees().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
