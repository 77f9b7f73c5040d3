import { randomUUID } from 'node:crypto';
import type { PaymentOrder } from '../../../../src/features/pay/core/domain/PaymentOrder';
import type { PaymentService } from '../../../../src/features/pay/core/ports/PaymentService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { ONE_OFF } from '../fakes/payFixtures';

export interface PaymentServiceSubject {
  /** Logged in as Aroha (1000001); her Everyday is '1000001-1', her term deposit '1000001-4'. */
  loggedIn: PaymentService;
  anonymous: PaymentService;
  /** An Auckland date a week from today. */
  nextWeek: string;
}

const order = (overrides: Partial<PaymentOrder> = {}): PaymentOrder => ({
  fromAccountId: '1000001-1', to: ONE_OFF, amount: 1234, particulars: '', code: '', reference: 'Koha', date: null, ...overrides,
});

export function describePaymentServiceContract(name: string, make: () => Promise<PaymentServiceSubject>) {
  describe(`${name} honours the PaymentService contract`, () => {
    let subject: PaymentServiceSubject;
    beforeEach(async () => { subject = await make(); });
    const available = async () => (await subject.loggedIn.listAccounts()).find((a) => a.id === '1000001-1')?.available ?? NaN;

    it('pays now: the available balance falls by exactly the amount, and the receipt can be read again', async () => {
      const before = await available();
      const receipt = await subject.loggedIn.pay(order(), randomUUID());
      expect(receipt).toMatchObject({ kind: 'payment', status: 'paid', amount: 1234, to: ONE_OFF, reference: 'Koha', fromAccountId: '1000001-1' });
      expect(await available()).toBe(before - 1234);
      expect(await subject.loggedIn.getReceipt(receipt.id)).toEqual(receipt);
      const image = await subject.loggedIn.getReceiptImage(receipt.id);
      expect(image.contentType).toBe('image/png');
      expect(atob(image.base64).slice(0, 8)).toBe('\x89PNG\r\n\x1a\n');
    });

    it("pays a saved payee, to the payee's account", async () => {
      const { payees, editingRestricted } = await subject.loggedIn.listPayees();
      expect(editingRestricted).toBe(false);
      const mercury = payees.find((p) => p.name === 'Mercury Energy');
      expect(mercury).toMatchObject({ accountNumber: '02-0248-0406223-00', particulars: 'Power', addedAt: expect.any(Number) });
      expect(Number.isNaN(mercury?.addedAt)).toBe(false);
      const receipt = await subject.loggedIn.pay(order({ to: { payeeId: mercury?.id ?? '' }, reference: '7734512' }), randomUUID());
      expect(receipt.to).toEqual({ name: 'Mercury Energy', accountNumber: '02-0248-0406223-00' });
    });

    it('pays once for one key, however often it is sent', async () => {
      const before = await available();
      const key = randomUUID();
      const first = await subject.loggedIn.pay(order({ amount: 999 }), key);
      const again = await subject.loggedIn.pay(order({ amount: 999 }), key);
      expect(again.id).toBe(first.id);
      expect(await available()).toBe(before - 999);
      await expect(subject.loggedIn.pay(order({ amount: 998 }), key)).rejects.toMatchObject({ status: 422 });
    });

    it('refuses more than is available, and a term deposit, with the reason', async () => {
      const tooMuch = await subject.loggedIn.pay(order({ amount: 100_000_000 }), randomUUID()).catch((e: unknown) => e);
      expect(tooMuch).toMatchObject({ status: 400, nativeErrorCode: 4010, response: { message: 'The amount is more than the available funds.' } });
      await expect(subject.loggedIn.pay(order({ fromAccountId: '1000001-4' }), randomUUID())).rejects.toMatchObject({ status: 400 });
    });

    it('schedules a payment for next week, lists it, and cancels it', async () => {
      const before = await available();
      const scheduled = await subject.loggedIn.pay(order({ date: subject.nextWeek }), randomUUID());
      expect(scheduled).toMatchObject({ status: 'scheduled', date: subject.nextWeek });
      expect(await available()).toBe(before);
      expect((await subject.loggedIn.listScheduled()).map((r) => r.id)).toContain(scheduled.id);
      expect((await subject.loggedIn.cancelScheduled(scheduled.id)).status).toBe('cancelled');
      expect((await subject.loggedIn.listScheduled()).map((r) => r.id)).not.toContain(scheduled.id);
    });

    it('answers 404 for a receipt that is not hers, and 401 7009 without a login', async () => {
      await expect(subject.loggedIn.getReceipt('00000000-0000-4000-8000-999999999999')).rejects.toMatchObject({ status: 404 });
      const failure = await subject.anonymous.listAccounts().catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
