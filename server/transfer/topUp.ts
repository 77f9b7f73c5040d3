import type { TransferRequest } from '../../contract/transfer';
import { isTermDeposit } from '../../contract/rules/AccountUse';
import { canTopUpTermDepositFrom, termDepositTopUpProblem } from '../../contract/rules/TermDepositTopUp';
import type { Queryable } from '../platform/db/Database';
import { recordMovement } from '../ledger';
import type { Outcome } from '../ledger';
import { readReceipt } from '../pay';
import { refusalOutcome } from '../ledger';

/** The problem with a top-up that needs no database to see (checked before the key is claimed), or null. */
export function topUpProblem(body: TransferRequest): string | null {
  return termDepositTopUpProblem(body.amountCents);
}

/**
 * Tops up one of the customer's term deposits from a transaction or savings account, now, under
 * the top-up rules (contract/rules/TermDepositTopUp), inside the caller's transaction.
 */
export async function topUpTermDeposit(tx: Queryable, customerNumber: string, body: TransferRequest): Promise<Outcome> {
  const result = await recordMovement(tx, {
    customerNumber, kind: 'transfer', fromAccountId: body.fromAccountId, to: { accountId: body.toAccountId },
    amountCents: body.amountCents, reference: body.reference,
    describe: (from, into) => ({ from: `Top-up of ${into?.name ?? ''}`, to: `Top-up from ${from.name}` }),
    check: (from, into) => {
      if (!into || into.customerNumber !== customerNumber) return 'not-found';
      if (!isTermDeposit(into.product) || !canTopUpTermDepositFrom(from.product) || into.id === from.id) return 'not-eligible';
      return body.amountCents > from.availableCents ? 'insufficient-funds' : null;
    },
  });
  if (!result.ok) return refusalOutcome(result.refusal);
  return { status: 200, body: await readReceipt(tx, customerNumber, result.id) };
}
