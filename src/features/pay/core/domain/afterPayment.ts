import type { Cents } from '../../../../../contract/rules/Money';
import { formatNzBankAccountNumber } from '../../../../../contract/rules/NzBankAccountNumber';
import type { PayFromAccount, PaymentOrder, SavedPayee } from './PaymentOrder';

/** What the paying account will have available once a payment made now has gone; null for a later date (other money moves first). */
export function availableAfter(order: PaymentOrder, accounts: readonly PayFromAccount[]): Cents | null {
  const from = accounts.find((a) => a.id === order.fromAccountId);
  return from && !order.date ? from.available - order.amount : null;
}

/** A payee as the add-payee form takes it. */
export interface PayeeToSave { name: string; accountNumber: string; particulars: string; code: string; reference: string }

/**
 * The one-off account of a payment, as a payee to save afterwards: none for a saved payee, for
 * a customer who may not save payees, or when a saved payee already has that account number
 * (however either was typed).
 */
export function payeeToSave(order: PaymentOrder, payees: readonly SavedPayee[], maySavePayees: boolean): PayeeToSave | null {
  const { to } = order;
  if (!('accountNumber' in to) || !maySavePayees) return null;
  const number = formatNzBankAccountNumber(to.accountNumber) ?? to.accountNumber;
  if (payees.some((p) => formatNzBankAccountNumber(p.accountNumber) === number)) return null;
  return { name: to.name, accountNumber: number, particulars: order.particulars, code: order.code, reference: order.reference };
}
