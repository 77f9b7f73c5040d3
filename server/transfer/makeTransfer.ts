import type { TransferRequest } from '../../contract/transfer';
import { canTransferFrom, canTransferTo, isTermDeposit } from '../../contract/rules/AccountUse';
import { CASH_ADVANCE_FEE_CENTS, isCashAdvance } from '../../contract/rules/CashAdvance';
import { TOP_UP_ONLY_MESSAGE } from '../../contract/rules/TermDepositTopUp';
import type { Queryable } from '../platform/db/Database';
import { readOwnAccount } from '../accounts';
import { recordMovement } from '../ledger';
import type { Outcome } from '../ledger';
import { readReceipt } from '../pay';
import { refusalOutcome } from '../ledger';
import { chargeCashAdvanceFee } from './cashAdvance';

/**
 * Moves money between two of the customer's own accounts now. Never into a term deposit (that
 * is a top-up, with its own rules: topUp.ts). Out of a credit card it is a cash advance: recorded
 * as one, and its fee charged to the card with it, the card's available credit covering both.
 */
export async function makeTransfer(tx: Queryable, customerNumber: string, body: TransferRequest): Promise<Outcome> {
  if (body.fromAccountId === body.toAccountId) return refusalOutcome('not-eligible');
  // An account's product never changes, so it can be read before the accounts are locked.
  const giver = await readOwnAccount(tx, customerNumber, body.fromAccountId);
  const advance = giver !== null && isCashAdvance(giver.product);
  const fee = advance ? CASH_ADVANCE_FEE_CENTS : 0;
  const result = await recordMovement(tx, {
    customerNumber, kind: advance ? 'cash-advance' : 'transfer', fromAccountId: body.fromAccountId, to: { accountId: body.toAccountId },
    amountCents: body.amountCents, reference: body.reference,
    describe: (from, into) => ({ from: `${advance ? 'Cash advance' : 'Transfer'} to ${into?.name ?? ''}`, to: `Transfer from ${from.name}` }),
    check: (from, into) => {
      if (!into || into.customerNumber !== customerNumber) return 'not-found';
      if (isTermDeposit(into.product)) return { problem: TOP_UP_ONLY_MESSAGE };
      if (!canTransferFrom(from.product) || !canTransferTo(into.product)) return 'not-eligible';
      return body.amountCents + fee > from.availableCents ? 'insufficient-funds' : null;
    },
  });
  if (!result.ok) return refusalOutcome(result.refusal);
  if (advance) await chargeCashAdvanceFee(tx, customerNumber, body.fromAccountId, result.id);
  return { status: 200, body: await readReceipt(tx, customerNumber, result.id) };
}
