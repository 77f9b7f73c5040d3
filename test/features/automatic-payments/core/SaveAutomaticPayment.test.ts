import { SaveAutomaticPayment } from '../../../../src/features/automatic-payments/core/use-cases/SaveAutomaticPayment';
import type { Safeguard } from '../../../../src/kernel/domain/Escalation';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { FakeAutomaticPaymentService } from '../fakes/FakeAutomaticPaymentService';

const input = (toAccountNumber: string) => ({
  fromAccountId: '1000001-1', toAccountNumber: ` ${toAccountNumber} `, payeeName: ' CityFitness ', amount: 1_799, frequency: 'weekly' as const,
  nextDate: '2030-01-07', particulars: '', code: '', reference: '',
});

/** The customer as the dialog asks: gives the right code for the operation the bank named. */
function customerGivingTheCode(service: FakeAutomaticPaymentService): { safeguard: Safeguard; asked: string[] } {
  const asked: string[] = [];
  const safeguard: Safeguard = async (operation) => {
    try {
      return await operation();
    } catch (error) {
      const operationId = ((error as ApiError).response as { operationId?: string } | null)?.operationId;
      if (!(error instanceof ApiError) || error.nativeErrorCode !== 6002 || !operationId) throw error;
      asked.push(operationId);
      service.escalate(operationId);
      return operation(operationId);
    }
  };
  return { safeguard, asked };
}

describe('SaveAutomaticPayment', () => {
  it('to someone else: asks for the code, then sets it up once, trimmed', async () => {
    const service = new FakeAutomaticPaymentService([]);
    const { safeguard, asked } = customerGivingTheCode(service);
    const saved = await new SaveAutomaticPayment(service, safeguard).execute({ input: input('01-0505-6034438-00'), idempotencyKey: 'key-1' });
    expect(asked).toHaveLength(1);
    expect(saved).toMatchObject({ payeeName: 'CityFitness', toAccountNumber: '01-0505-6034438-00' });
    expect(await service.list()).toHaveLength(1);
  });

  it("to the customer's own account: no code", async () => {
    const service = new FakeAutomaticPaymentService([]);
    const { safeguard, asked } = customerGivingTheCode(service);
    await new SaveAutomaticPayment(service, safeguard).execute({ input: input('38-9123-0102059-00'), idempotencyKey: 'key-2' });
    expect(asked).toEqual([]);
  });

  it('without a code given, sets up nothing', async () => {
    const service = new FakeAutomaticPaymentService([]);
    await expect(new SaveAutomaticPayment(service).execute({ input: input('01-0505-6034438-00'), idempotencyKey: 'key-3' }))
      .rejects.toMatchObject({ status: 403, nativeErrorCode: 6002 });
    expect(await service.list()).toEqual([]);
  });

  it('a change to someone else asks again, for the change', async () => {
    const service = new FakeAutomaticPaymentService([]);
    const { safeguard, asked } = customerGivingTheCode(service);
    const save = new SaveAutomaticPayment(service, safeguard);
    const made = await save.execute({ input: input('01-0505-6034438-00'), idempotencyKey: 'key-4' });
    const changed = await save.execute({ id: made.id, input: { ...input('01-0505-6034438-00'), amount: 2_000 }, idempotencyKey: 'key-4' });
    expect(asked).toHaveLength(2);
    expect(changed.amount).toBe(2_000);
  });
});
