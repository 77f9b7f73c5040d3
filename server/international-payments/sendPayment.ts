import type { InternationalReceiptDto } from '../../contract/international-payments';
import { QUOTE_EXPIRED_MESSAGE, QUOTE_NOT_FOUND_MESSAGE, QUOTE_USED_MESSAGE, PAYEE_NOT_FOUND_MESSAGE } from '../../contract/international-payments';
import { canPayFrom } from '../../contract/rules/AccountUse';
import type { Queryable } from '../platform/db/Database';
import { merchantAccountOf, recordMovement, refusalOutcome, type Outcome } from '../ledger';
import { findInternationalPayee } from '../payees';
import type { InternationalPayeeDto } from '../../contract/payees';
import { findQuote, markQuoteUsed, type Quote } from './queries';
import { rateText } from './rules';

/**
 * The bank's own accounts the money goes to: the overseas settlement account (our correspondent
 * bank pays the payee from it) and the fees income account the cash advance fee uses too.
 */
const SETTLEMENT_ACCOUNT = merchantAccountOf('Kōwhai Bank international settlement');
const BANK_FEES_ACCOUNT = merchantAccountOf('Kōwhai Bank fees');

/** How the payee's account is shown: the IBAN, or the routing code and account number. */
const payeeAccount = (p: InternationalPayeeDto) => p.iban ?? [p.bankCode, p.accountNumber].filter(Boolean).join(' ');

export type QuoteCheck = { ok: true; quote: Quote; payee: InternationalPayeeDto } | { ok: false; refusal: Outcome };

const conflict = (message: string): Outcome => ({ status: 409, body: { message } });

/**
 * Why a quote cannot be paid now, or null: not the customer's (404), used (409) or expired
 * (409), or its payee deleted since (404). Read before a code is sent and again, locked, inside the payment.
 */
export async function checkQuote(db: Queryable, customerNumber: string, quote: Quote | null): Promise<QuoteCheck> {
  if (!quote) return { ok: false, refusal: { status: 404, body: { message: QUOTE_NOT_FOUND_MESSAGE } } };
  if (quote.used) return { ok: false, refusal: conflict(QUOTE_USED_MESSAGE) };
  if (quote.expired) return { ok: false, refusal: conflict(QUOTE_EXPIRED_MESSAGE) };
  const payee = await findInternationalPayee(db, customerNumber, quote.payeeId);
  return payee ? { ok: true, quote, payee } : { ok: false, refusal: { status: 404, body: { message: PAYEE_NOT_FOUND_MESSAGE } } };
}

/**
 * Pays a quote inside the caller's transaction: the quote locked and checked again, the NZD
 * amount to the settlement account and the fee as a 'fee' transaction naming it, both from the
 * quote's account, whose available funds must cover the total. A refusal moves nothing.
 */
export async function payQuote(tx: Queryable, customerNumber: string, quoteId: string): Promise<Outcome> {
  const checked = await checkQuote(tx, customerNumber, await findQuote(tx, customerNumber, quoteId, { lock: true }));
  if (!checked.ok) return checked.refusal;
  const { quote, payee } = checked;
  const total = quote.nzdCents + quote.feeCents;
  let fromAccount = { name: '', accountNumber: '' };
  const payment = await recordMovement(tx, {
    customerNumber, kind: 'payment', fromAccountId: quote.fromAccountId, to: { externalAccount: SETTLEMENT_ACCOUNT },
    amountCents: quote.nzdCents, payeeName: payee.name.slice(0, 20), reference: quote.currency,
    describe: () => ({ from: `International payment to ${payee.name}`, to: `International payment from ${customerNumber}` }),
    check: (from) => {
      fromAccount = { name: from.name, accountNumber: from.accountNumber };
      if (!canPayFrom(from.product)) return 'not-eligible';
      return total > from.availableCents ? 'insufficient-funds' : null;
    },
  });
  if (!payment.ok) return refusalOutcome(payment.refusal);
  if (quote.feeCents > 0) {
    const fee = await recordMovement(tx, {
      customerNumber, kind: 'fee', feeFor: payment.id, fromAccountId: quote.fromAccountId, to: { externalAccount: BANK_FEES_ACCOUNT },
      amountCents: quote.feeCents, describe: () => ({ from: 'International payment fee', to: 'International payment fee' }), check: () => null,
    });
    // The payment's check made room for the fee under the same lock, so this never refuses.
    if (!fee.ok) throw new Error(`The fee of international payment ${payment.id} was refused: ${JSON.stringify(fee.refusal)}`);
  }
  await markQuoteUsed(tx, quote.id, payment.id);
  const { rows: [posted] } = await tx.query<{ created_at: Date | string }>('SELECT created_at FROM ledger_transactions WHERE id = $1', [payment.id]);
  const receipt: InternationalReceiptDto = {
    id: payment.id, quoteId: quote.id, status: 'paid', createdAt: new Date(posted?.created_at ?? quote.createdAt).toISOString(),
    fromAccountId: quote.fromAccountId, from: fromAccount,
    to: { name: payee.name, country: payee.country, account: payeeAccount(payee), swiftBic: payee.swiftBic },
    currency: quote.currency, currencyDecimals: quote.decimals, rate: rateText(quote.rateE4), foreignAmountMinor: quote.foreignAmountMinor,
    nzdCents: quote.nzdCents, feeCents: quote.feeCents, totalCents: total,
  };
  return { status: 200, body: receipt };
}
