import type { Safeguard } from '../../../../kernel/domain/Escalation';
import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { OverseasQuote, OverseasReceipt } from '../domain/OverseasPayment';
import type { InternationalPaymentService } from '../ports/InternationalPaymentService';

/**
 * Pays a quote under the SMS safeguard (every international payment asks for a code), once per
 * submitted quote (the key), then marks every cached balance stale.
 */
export class SendOverseas {
  constructor(private readonly service: InternationalPaymentService, private readonly cache: QueryCache) {}

  async execute(input: { quote: OverseasQuote; idempotencyKey: string; safeguard: Safeguard }): Promise<OverseasReceipt> {
    const receipt = await input.safeguard((operationId) => this.service.send(input.quote.quoteId, input.idempotencyKey, operationId));
    this.cache.invalidate('accounts');
    return receipt;
  }
}
