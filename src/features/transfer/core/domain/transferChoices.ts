import { canTransferFrom, canTransferTo, isTermDeposit } from '../../../../../contract/rules/AccountUse';
import { CASH_ADVANCE_FEE_CENTS, isCashAdvance } from '../../../../../contract/rules/CashAdvance';
import type { Cents } from '../../../../../contract/rules/Money';
import { canTopUpTermDepositFrom } from '../../../../../contract/rules/TermDepositTopUp';
import type { TransferAccount } from './Transfer';

/** Between own accounts, or topping up a term deposit (its own page and rules). */
export type TransferMode = 'between' | 'top-up';

export interface TransferChoices { from: TransferAccount[]; to: TransferAccount[] }

/**
 * The accounts each picker offers. Between own accounts: any that can give and any that can
 * take, never a term deposit (it is topped up on its own page). Topping up: a transaction or
 * savings account gives, only term deposits take. Fewer than two accounts in all (or nothing
 * on one side) is the page's empty state.
 */
export function transferChoices(accounts: readonly TransferAccount[], mode: TransferMode): TransferChoices {
  if (mode === 'top-up') return { from: accounts.filter((a) => canTopUpTermDepositFrom(a.product)), to: accounts.filter((a) => isTermDeposit(a.product)) };
  return { from: accounts.filter((a) => canTransferFrom(a.product)), to: accounts.filter((a) => canTransferTo(a.product)) };
}

/** Whether a transfer is possible at all: some account to give, another to take. */
export function canTransfer(choices: TransferChoices): boolean {
  return choices.from.some((giver) => choices.to.some((taker) => taker.id !== giver.id));
}

/** The fee a transfer out of this account costs: a cash advance's from a credit card, otherwise nothing. */
export function transferFee(from: TransferAccount | undefined): Cents {
  return from && isCashAdvance(from.product) ? CASH_ADVANCE_FEE_CENTS : 0;
}
