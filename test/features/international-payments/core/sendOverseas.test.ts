import { decimalsOf, formatForeign, parseForeignAmount, rateLine } from '../../../../src/features/international-payments/core/domain/OverseasPayment';
import { GetQuote } from '../../../../src/features/international-payments/core/use-cases/GetQuote';
import { LoadSendOverseas } from '../../../../src/features/international-payments/core/use-cases/LoadSendOverseas';
import { SendOverseas } from '../../../../src/features/international-payments/core/use-cases/SendOverseas';
import type { QueryCache } from '../../../../src/kernel/services/QueryCache';
import { EMMA, FakeInternationalPaymentService } from '../fakes/FakeInternationalPaymentService';

describe('amounts in the payee\'s currency', () => {
  it('reads minor units with the currency\'s decimals (none for yen), and says what is wrong in words', () => {
    expect(parseForeignAmount('1,250.5', 'GBP', 2)).toEqual({ minor: 125_050 });
    expect(parseForeignAmount('10000', 'JPY', 0)).toEqual({ minor: 10_000 });
    expect(parseForeignAmount('100.50', 'JPY', 0)).toEqual({ problem: 'Enter a whole number of JPY, like 10000' });
    expect(parseForeignAmount('1.234', 'USD', 2)).toEqual({ problem: 'Enter an amount in USD, like 250.00' });
    expect(parseForeignAmount('', 'USD', 2)).toEqual({ problem: 'Enter an amount in USD' });
    expect(parseForeignAmount('0.00', 'USD', 2)).toEqual({ problem: 'Enter an amount more than 0' });
    expect(decimalsOf('JPY')).toBe(0);
  });

  it('writes amounts and the rate the way the quote shows them', () => {
    expect(formatForeign(25_000, 'GBP', 2)).toBe('£250.00');
    expect(formatForeign(10_000, 'JPY', 0)).toBe('¥10,000');
    expect(rateLine('0.5912', 'USD')).toBe('1 NZD = 0.5912 USD');
  });
});

describe('the use-cases', () => {
  it('loads the payee and only the accounts that can pay; an unknown payee is null', async () => {
    const load = new LoadSendOverseas(new FakeInternationalPaymentService());
    const { payee, accounts } = await load.execute(EMMA.id);
    expect(payee?.name).toBe('Emma Clarke');
    expect(accounts.map((a) => a.id)).toEqual(['1000001-1']);
    expect((await load.execute('someone-else')).payee).toBeNull();
  });

  it('does not ask for a quote for an amount that does not read', async () => {
    const service = new FakeInternationalPaymentService();
    const quote = jest.spyOn(service, 'quote');
    expect(await new GetQuote(service).execute({ payee: EMMA, fromAccountId: '1000001-1', amountText: 'lots' }))
      .toEqual({ ok: false, field: 'amount', problem: 'Enter an amount in GBP, like 250.00' });
    expect(quote).not.toHaveBeenCalled();
  });

  it('sends under the safeguard with the operation id, once per key, and marks balances stale', async () => {
    const service = new FakeInternationalPaymentService();
    const invalidate = jest.fn();
    const cache = { invalidate } as unknown as QueryCache;
    const attempt = await new GetQuote(service).execute({ payee: EMMA, fromAccountId: '1000001-1', amountText: '100' });
    if (!attempt.ok) throw new Error('no quote');
    const safeguard = async <T,>(operation: (operationId?: string) => Promise<T>) => {
      const challenge = await operation().catch((error: { response: { operationId: string } }) => error);
      const { operationId } = (challenge as { response: { operationId: string } }).response;
      service.escalate(operationId);
      return operation(operationId);
    };
    const before = (await service.listAccounts())[0]!.available;
    const receipt = await new SendOverseas(service, cache).execute({ quote: attempt.quote, idempotencyKey: 'k-1', safeguard });
    expect(receipt.total).toBe(attempt.quote.total);
    expect((await service.listAccounts())[0]!.available).toBe(before - attempt.quote.total);
    expect(invalidate).toHaveBeenCalledWith('accounts');
  });
});
