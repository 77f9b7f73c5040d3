import { randomUUID } from 'node:crypto';
import { addDays } from '../../../../contract/rules/AucklandDate';
import { AutomaticPaymentFieldProblem, AutomaticPaymentRefused, MaximumCancelledPayments, type AutomaticPaymentInput } from '../../../../src/features/automatic-payments/core/domain/AutomaticPayment';
import { SEEDED_SCAM_ACCOUNT } from '../../../../server/scam/magicSandbox';
import type { AutomaticPaymentService } from '../../../../src/features/automatic-payments/core/ports/AutomaticPaymentService';
import type { ApiError } from '../../../../src/kernel/domain/ApiError';

export interface AutomaticPaymentSubject {
  /** Aroha (1000001, or a customer shaped as her): weekly rent and a fortnightly saving, from Everyday (<her number>-1). */
  payments: AutomaticPaymentService;
  /** Aroha's customer number (a clone's on the sandbox). */
  arohaNumber: string;
  /** Jack (1000004, or a customer shaped as him): none; his Everyday is <his number>-1. */
  other: AutomaticPaymentService;
  /** Jack's customer number (a clone's on the sandbox). */
  otherNumber: string;
  /** Gives Jack's right SMS code for an operation (the escalation grant), as he would. */
  escalate(operationId: string): Promise<void>;
  /** Today's Auckland date by the service's own clock: the sandbox's (which SANDBOX_CLOCK_AT may move), or the machine's for the fake. */
  today: string;
}

const gym = (fromAccountId: string, today: string): AutomaticPaymentInput => ({
  fromAccountId, toAccountNumber: '01-0505-6034438-00', payeeName: 'CityFitness', amount: 1_799, frequency: 'weekly',
  nextDate: addDays(today, 5), particulars: '', code: '', reference: 'Member 4471',
});

const operationIdOf = (error: unknown) => ((error as ApiError).response as { operationId: string }).operationId;

/** As the customer does: a payment to someone else's account is asked for the code, then sent again with its operation. */
async function approved<T>(escalate: (operationId: string) => Promise<void>, send: (escalation?: string) => Promise<T>): Promise<T> {
  const challenge = await send().then(() => { throw new Error('expected the step-up (403 6002)'); }, (error: unknown) => error);
  expect(challenge).toMatchObject({ status: 403, nativeErrorCode: 6002 });
  await escalate(operationIdOf(challenge));
  return send(operationIdOf(challenge));
}

export function describeAutomaticPaymentServiceContract(name: string, make: () => Promise<AutomaticPaymentSubject>) {
  describe(`${name} honours the AutomaticPaymentService contract`, () => {
    it("lists Aroha's two payments in cents, with Auckland dates", async () => {
      const { payments, arohaNumber, today } = await make();
      expect(await payments.list()).toEqual([
        expect.objectContaining({ payeeName: 'Harcourts Rentals', amount: 55_000, frequency: 'weekly', fromAccountId: `${arohaNumber}-1`, nextDate: addDays(today, 3) }),
        expect.objectContaining({ payeeName: 'Online Saver', amount: 20_000, frequency: 'fortnightly', nextDate: addDays(today, 9) }),
      ]);
    });

    it('skips the next payment by its period', async () => {
      const { payments } = await make();
      const [rent] = await payments.list();
      expect((await payments.skip(rent!.id)).nextDate).toBe(addDays(rent!.nextDate, 7));
    });

    it('sets one up to someone else only with the code, once per idempotency key, and edits it the same way', async () => {
      const { other, otherNumber, escalate, today } = await make();
      const key = randomUUID();
      const first = await approved(escalate, (op) => other.create(gym(`${otherNumber}-1`, today), key, op));
      // The same key again is the payment already set up: no second payment, no second code.
      const again = await other.create(gym(`${otherNumber}-1`, today), key);
      expect(again.id).toBe(first.id);
      expect(await other.list()).toHaveLength(1);
      const change = { ...gym(`${otherNumber}-1`, today), amount: 1_999, frequency: 'monthly' as const };
      const edited = await approved(escalate, (op) => other.update(first.id, change, op));
      expect(edited).toMatchObject({ id: first.id, amount: 1_999, frequency: 'monthly', reference: 'Member 4471' });
    });

    it('a code approves exactly the payment it was sent for: $17.99 cannot become $1,799.00', async () => {
      const { other, otherNumber, escalate, today } = await make();
      const challenge = await other.create(gym(`${otherNumber}-1`, today), randomUUID()).catch((error: unknown) => error);
      await escalate(operationIdOf(challenge));
      await expect(other.create({ ...gym(`${otherNumber}-1`, today), amount: 179_900 }, randomUUID(), operationIdOf(challenge)))
        .rejects.toMatchObject({ status: 403, nativeErrorCode: 4004 });
      expect(await other.list()).toEqual([]);
    });

    it('refuses an invalid account number on its field', async () => {
      const { other, otherNumber, today } = await make();
      await expect(other.create({ ...gym(`${otherNumber}-1`, today), toAccountNumber: '01-0902-0068388-00' }, randomUUID()))
        .rejects.toEqual(expect.any(AutomaticPaymentFieldProblem));
    });

    it("refuses one to the listed scam account before any code, in the bank's words, and sets nothing up", async () => {
      const { other, otherNumber, today } = await make();
      const refused = other.create({ ...gym(`${otherNumber}-1`, today), toAccountNumber: SEEDED_SCAM_ACCOUNT }, randomUUID());
      await expect(refused).rejects.toEqual(expect.any(AutomaticPaymentRefused));
      await expect(refused).rejects.toThrow(/reported to us as used by scammers/);
      expect(await other.list()).toEqual([]);
    });

    it('cancels five in a day, then refuses with 584', async () => {
      const { other, otherNumber, escalate, today } = await make();
      const made = [];
      for (let i = 0; i < 6; i += 1) {
        const key = randomUUID();
        made.push(await approved(escalate, (op) => other.create(gym(`${otherNumber}-1`, today), key, op)));
      }
      for (const payment of made.slice(0, 5)) await other.cancel(payment.id);
      await expect(other.cancel(made[5]!.id)).rejects.toBeInstanceOf(MaximumCancelledPayments);
    });

    it("treats another customer's payment as not there", async () => {
      const { payments, other } = await make();
      const [rent] = await payments.list();
      await expect(other.skip(rent!.id)).rejects.toMatchObject({ status: 404 });
      await expect(other.cancel(rent!.id)).rejects.toMatchObject({ status: 404 });
    });
  });
}
