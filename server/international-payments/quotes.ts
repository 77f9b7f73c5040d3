import type { QuoteDto, QuoteRequest } from '../../contract/international-payments';
import { INTERNATIONAL_FEE_CENTS, NO_RATE_MESSAGE, PAYEE_NOT_FOUND_MESSAGE } from '../../contract/international-payments';
import { canPayFrom } from '../../contract/rules/AccountUse';
import type { Queryable } from '../platform/db/Database';
import type { Outcome } from '../ledger';
import { readOwnAccount } from '../accounts';
import { findInternationalPayee } from '../payees';
import { DATA_VALIDATION } from '../platform/http/dataValidation';
import { insertQuote, readTableRate, type Quote } from './queries';
import { customerRateE4, foreignMinorFor, midRateOn, nzdCentsFor, rateText } from './rules';

/** The most one international payment may take from an account (the same as any payment's amount). */
const MAX_TOTAL_CENTS = 100_000_000;

export const NOT_PAYABLE_MESSAGE = "You can't send money overseas from this account.";
export const TOO_SMALL_MESSAGE = 'The amount is too small to send.';
export const TOO_LARGE_MESSAGE = 'The most you can send online in one payment is $1,000,000.00.';

const problem = (message: string): Outcome => ({ status: 400, body: { message, NativeErrorCode: DATA_VALIDATION } });

/** A quote as the wire has it (the payee's name from the payee, read by the caller). */
export function quoteDto(q: Quote, payeeName: string): QuoteDto {
  return {
    quoteId: q.id, payeeId: q.payeeId, payeeName, fromAccountId: q.fromAccountId, currency: q.currency, currencyDecimals: q.decimals,
    rate: rateText(q.rateE4), foreignAmountMinor: q.foreignAmountMinor, nzdCents: q.nzdCents, feeCents: q.feeCents,
    totalCents: q.nzdCents + q.feeCents, expiresAt: q.expiresAt,
  };
}

/**
 * Quotes a payment to one of the customer's international payees from one of their accounts
 * that can pay, at the day's rate (sandbox clock) less the margin, with the fixed fee. Another
 * customer's payee or account is not found. Funds are checked when the quote is paid, not here.
 */
export async function createQuote(db: Queryable, customerNumber: string, body: QuoteRequest, today: string): Promise<Outcome> {
  const payee = await findInternationalPayee(db, customerNumber, body.payeeId);
  if (!payee) return { status: 404, body: { message: PAYEE_NOT_FOUND_MESSAGE } };
  const account = await readOwnAccount(db, customerNumber, body.fromAccountId);
  if (!account) return { status: 404, body: { message: 'Account not found.' } };
  if (!canPayFrom(account.product)) return problem(NOT_PAYABLE_MESSAGE);
  const table = await readTableRate(db, payee.currency);
  if (!table) return problem(NO_RATE_MESSAGE);
  const rateE4 = customerRateE4(midRateOn(table.midRateE4, table.currency, today));
  const foreignAmountMinor = 'foreignAmountMinor' in body ? body.foreignAmountMinor : foreignMinorFor(body.nzdCents, rateE4, table.decimals);
  const nzdCents = 'nzdCents' in body ? body.nzdCents : nzdCentsFor(body.foreignAmountMinor, rateE4, table.decimals);
  if (nzdCents < 1) return problem(TOO_SMALL_MESSAGE);
  if (nzdCents + INTERNATIONAL_FEE_CENTS > MAX_TOTAL_CENTS) return problem(TOO_LARGE_MESSAGE);
  const quote = await insertQuote(db, {
    customerNumber, payeeId: payee.id, fromAccountId: account.id, currency: table.currency, decimals: table.decimals,
    rateE4, foreignAmountMinor, nzdCents, feeCents: INTERNATIONAL_FEE_CENTS,
  });
  return { status: 200, body: quoteDto(quote, payee.name) };
}
