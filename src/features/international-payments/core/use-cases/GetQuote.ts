import { decimalsOf, parseForeignAmount, type OverseasPayee, type OverseasQuote } from '../domain/OverseasPayment';
import type { InternationalPaymentService } from '../ports/InternationalPaymentService';

export type QuoteAttempt = { ok: true; quote: OverseasQuote } | { ok: false; field: 'amount'; problem: string };

/** Checks the amount typed (in the payee's currency) and asks the bank for a quote. */
export class GetQuote {
  constructor(private readonly service: InternationalPaymentService) {}

  async execute(input: { payee: OverseasPayee; fromAccountId: string; amountText: string }): Promise<QuoteAttempt> {
    const amount = parseForeignAmount(input.amountText, input.payee.currency, decimalsOf(input.payee.currency));
    if ('problem' in amount) return { ok: false, field: 'amount', problem: amount.problem };
    const quote = await this.service.quote({ payeeId: input.payee.id, fromAccountId: input.fromAccountId, foreignAmount: amount.minor });
    return { ok: true, quote };
  }
}
