import type { Cents } from '../../../../../contract/rules/Money';
import type { Account } from './Account';

export type AccountGroupId = 'everyday' | 'savings' | 'cards' | 'loans' | 'kiwisaver';

export interface AccountGroup { id: AccountGroupId; label: string; accounts: Account[]; totalCents: Cents }

/** The home page's groups, in the order a customer looks for them. */
export const ACCOUNT_GROUPS: ReadonlyArray<{ id: AccountGroupId; label: string }> = [
  { id: 'everyday', label: 'Everyday' },
  { id: 'savings', label: 'Savings and investments' },
  { id: 'cards', label: 'Credit cards' },
  { id: 'loans', label: 'Loans' },
  { id: 'kiwisaver', label: 'KiwiSaver' },
];

const GROUP_OF: Record<string, AccountGroupId> = {
  everyday: 'everyday', bills: 'everyday',
  savings: 'savings', 'online-saver': 'savings', 'term-deposit': 'savings',
  'credit-card': 'cards',
  'personal-loan': 'loans', 'home-loan': 'loans',
  kiwisaver: 'kiwisaver',
};

/** A product the bank adds later shows with the everyday accounts rather than nowhere. */
export const groupOf = (account: Pick<Account, 'product'>): AccountGroupId => GROUP_OF[account.product] ?? 'everyday';

/** The non-empty groups in their order, accounts in the bank's order within each, with each group's total. */
export function groupAccounts(accounts: readonly Account[]): AccountGroup[] {
  return ACCOUNT_GROUPS.map(({ id, label }) => {
    const members = accounts.filter((account) => groupOf(account) === id);
    return { id, label, accounts: members, totalCents: members.reduce((sum, a) => sum + a.balance, 0) };
  }).filter((group) => group.accounts.length > 0);
}

/** What the customer has less what they owe: every balance added up (cards and loans are negative). */
export function netPositionCents(accounts: readonly Account[]): Cents {
  return accounts.reduce((sum, account) => sum + account.balance, 0);
}

/** Accounts money is paid and transferred from day to day: their cards offer Pay and Transfer. */
export function isTransactional(account: Pick<Account, 'product'>): boolean {
  return ['everyday', 'bills', 'savings', 'online-saver'].includes(account.product);
}
