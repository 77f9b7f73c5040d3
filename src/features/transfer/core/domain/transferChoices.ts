import { canTransferFrom, canTransferTo, isTermDeposit } from '../../../../../contract/rules/AccountUse';
import type { TransferAccount } from './Transfer';

export type TransferMode = 'between' | 'top-up';

export interface TransferChoices { from: TransferAccount[]; to: TransferAccount[] }

/**
 * The accounts each picker offers: between own accounts, any that can give and any that can
 * take; topping up, only term deposits can take. Fewer than two accounts in all (or nothing
 * on one side) is the page's empty state.
 */
export function transferChoices(accounts: readonly TransferAccount[], mode: TransferMode): TransferChoices {
  const from = accounts.filter((a) => canTransferFrom(a.product));
  const to = accounts.filter((a) => (mode === 'top-up' ? isTermDeposit(a.product) : canTransferTo(a.product)));
  return { from, to };
}

/** Whether a transfer is possible at all: some account to give, another to take. */
export function canTransfer(choices: TransferChoices): boolean {
  return choices.from.some((giver) => choices.to.some((taker) => taker.id !== giver.id));
}
