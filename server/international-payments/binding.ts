import { money, type Binding } from '../escalation';
import type { InternationalPayeeDto } from '../../contract/payees';
import type { Quote } from './queries';
import { rateText } from './rules';

/** The step-up purpose of an international payment (a code for another purpose approves none). */
export const SEND_OVERSEAS = 'international-payment';

/**
 * What a code for an international payment approves: the quote and everything it fixed (account,
 * payee, currency, both amounts, rate and fee), so a code sent for one quote approves no other.
 */
export function quoteBinding(quote: Quote, payee: InternationalPayeeDto): Binding {
  return {
    summary: `send ${money(quote.nzdCents + quote.feeCents)} (${quote.currency}) to ${payee.name.slice(0, 20)} overseas`,
    fields: {
      quoteId: quote.id, from: quote.fromAccountId, payeeId: payee.id, currency: quote.currency, rate: rateText(quote.rateE4),
      foreignAmountMinor: quote.foreignAmountMinor, nzdCents: quote.nzdCents, feeCents: quote.feeCents,
    },
  };
}
