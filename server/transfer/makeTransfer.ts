import type { TransferRequest } from '../../contract/transfer';
import { canTransferFrom, canTransferTo } from '../../contract/rules/AccountUse';
import type { Queryable } from '../platform/db/Database';
import { recordMovement } from '../ledger/ledger';
import type { Outcome } from '../ledger/idempotency';
import { readReceipt } from '../pay/receipts';
import { refusalOutcome } from '../ledger/refusals';

/** Moves money between two of the customer's own accounts now (including topping up a term deposit). */
export async function makeTransfer(tx: Queryable, customerNumber: string, body: TransferRequest): Promise<Outcome> {
  if (body.fromAccountId === body.toAccountId) return refusalOutcome('not-eligible');
  const result = await recordMovement(tx, {
    customerNumber, kind: 'transfer', fromAccountId: body.fromAccountId, to: { accountId: body.toAccountId },
    amountCents: body.amountCents, reference: body.reference,
    describe: (from, into) => ({ from: `Transfer to ${into?.name ?? ''}`, to: `Transfer from ${from.name}` }),
    check: (from, into) => {
      if (!into || into.customerNumber !== customerNumber) return 'not-found';
      if (!canTransferFrom(from.product) || !canTransferTo(into.product)) return 'not-eligible';
      return body.amountCents > from.availableCents ? 'insufficient-funds' : null;
    },
  });
  if (!result.ok) return refusalOutcome(result.refusal);
  return { status: 200, body: await readReceipt(tx, customerNumber, result.id) };
}
