import { CASH_ADVANCE_FEE_CENTS } from '../../contract/rules/CashAdvance';
import type { Queryable } from '../platform/db/Database';
import { recordMovement } from '../ledger';
import { merchantAccountOf } from '../ledger';

/** Where the bank's fees go: its own income account, outside any customer's. */
const BANK_FEES_ACCOUNT = merchantAccountOf('Kōwhai Bank fees');

/**
 * Charges a cash advance's fee to the card it came from, as a 'fee' transaction naming the
 * advance, in the same database transaction. The advance's own check already made room for
 * the fee, so this never refuses.
 */
export async function chargeCashAdvanceFee(tx: Queryable, customerNumber: string, cardAccountId: string, advanceId: string): Promise<void> {
  const charged = await recordMovement(tx, {
    customerNumber, kind: 'fee', feeFor: advanceId, fromAccountId: cardAccountId, to: { externalAccount: BANK_FEES_ACCOUNT },
    amountCents: CASH_ADVANCE_FEE_CENTS, describe: () => ({ from: 'Cash advance fee', to: 'Cash advance fee' }), check: () => null,
  });
  if (!charged.ok) throw new Error(`The cash advance fee of ${advanceId} was refused: ${JSON.stringify(charged.refusal)}`);
}
