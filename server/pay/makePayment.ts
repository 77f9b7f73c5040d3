import type { PaymentRequest } from '../../contract/pay';
import { canPayFrom } from '../../contract/rules/AccountUse';
import { formatNzBankAccountNumber, nzBankAccountNumberProblem } from '../../contract/rules/NzBankAccountNumber';
import { codeProblem, particularsProblem, payeeNameProblem, referenceProblem } from '../../contract/rules/PaymentFields';
import { isFutureDate, paymentDateProblem } from '../../contract/rules/PaymentDate';
import type { Queryable } from '../platform/db/Database';
import { recordMovement, type Destination } from '../ledger';
import type { Outcome } from '../ledger';
import { findOwnPayee } from './payeeLookup';
import { readReceipt } from './receipts';
import { refusalOutcome } from '../ledger';

/** The problem with a payment that needs no database to see, or null (checked before the key is claimed). */
export function paymentProblem(body: PaymentRequest, today: string): string | null {
  return particularsProblem(body.particulars) ?? codeProblem(body.code)
    ?? referenceProblem(body.reference)
    ?? (body.date ? paymentDateProblem(body.date, today) : null)
    ?? ('accountNumber' in body.to
      ? nzBankAccountNumberProblem(body.to.accountNumber) ?? payeeNameProblem(body.to.name)
      : null);
}

/** Where a payment goes: a saved payee's or the typed account; one of ours is paid inside the ledger. */
export async function destinationOf(tx: Queryable, customerNumber: string, to: PaymentRequest['to'])
  : Promise<{ name: string; destination: Destination; accountNumber: string } | null> {
  const payee = 'payeeId' in to ? await findOwnPayee(tx, customerNumber, to.payeeId) : { name: to.name, accountNumber: to.accountNumber };
  const accountNumber = payee && formatNzBankAccountNumber(payee.accountNumber);
  if (!payee || !accountNumber) return null;
  const { rows: [own] } = await tx.query<{ id: string }>('SELECT id FROM accounts WHERE account_number = $1', [accountNumber]);
  // A payment carries at most 20 characters of name (PaymentFields); a longer saved name is cut, as banks do.
  return { name: Array.from(payee.name.trim()).slice(0, 20).join(''), accountNumber, destination: own ? { accountId: own.id } : { externalAccount: accountNumber } };
}

/**
 * Pays from one of the customer's accounts, now or on a later Auckland date, inside the
 * caller's transaction (the idempotency record commits with it). Answers the receipt (200)
 * or the refusal; a payment is never partly made.
 */
export async function makePayment(tx: Queryable, customerNumber: string, body: PaymentRequest, today: string): Promise<Outcome> {
  const to = await destinationOf(tx, customerNumber, body.to);
  if (!to) return { status: 404, body: { message: 'Payee not found.' } };
  const { rows: [payer] } = await tx.query<{ name: string }>(
    `SELECT first_name || ' ' || last_name AS name FROM customers WHERE customer_number = $1`, [customerNumber]);
  const scheduledFor = body.date && isFutureDate(body.date, today) ? body.date : null;
  const result = await recordMovement(tx, {
    customerNumber, kind: 'payment', fromAccountId: body.fromAccountId, to: to.destination, amountCents: body.amountCents,
    describe: () => ({ from: to.name, to: payer?.name ?? 'Kōwhai Bank customer' }), payeeName: to.name,
    particulars: body.particulars, code: body.code, reference: body.reference, scheduledFor,
    check: (from, into) => {
      if (!canPayFrom(from.product)) return 'not-eligible';
      if (into?.id === from.id) return 'not-eligible';
      return !scheduledFor && body.amountCents > from.availableCents ? 'insufficient-funds' : null;
    },
  });
  if (!result.ok) return refusalOutcome(result.refusal);
  return { status: 200, body: await readReceipt(tx, customerNumber, result.id) };
}
