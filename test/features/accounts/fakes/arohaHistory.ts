import type { Transaction } from '../../../../src/features/accounts/core/domain/Transaction';
import { addDays, startOfAucklandDayUtcMs } from '../../../../contract/rules/AucklandDate';
import { AROHA_ACCOUNTS } from '../../../support/demoData';
import type { FakeAccount } from './FakeAccountHistory';

export const FAKE_TODAY = '2026-11-23';

const SHOPS: [string, number][] = [['Countdown Ponsonby', -8_734], ['Z Energy Kingsland', -9_120], ['Little Bird Cafe', -650], ['Mercury Energy', -18_230]];

/** Forty days of Aroha's Everyday account: a shop a day, pay every fortnight, two pending card payments. */
function everydayTransactions(): Transaction[] {
  const posted: Transaction[] = Array.from({ length: 40 }, (_, day) => {
    const date = addDays(FAKE_TODAY, -day - 1);
    const [description, amount] = day % 14 === 3 ? ['Fonterra Co-op Salary', 251_000] as [string, number] : SHOPS[day % SHOPS.length] as [string, number];
    return {
      id: `t-${day}`, date, at: startOfAucklandDayUtcMs(date) + 10 * 3_600_000, description, amount, status: 'posted',
      particulars: amount > 0 ? 'SALARY' : '', code: '', reference: description === 'Mercury Energy' ? 'ELEC' : '',
    };
  });
  const pending: Transaction[] = [['New World Remuera', -4_310], ['Coffee Supreme', -590]].map(([description, amount], i) => ({
    id: `p-${i}`, date: FAKE_TODAY, at: startOfAucklandDayUtcMs(FAKE_TODAY) + (9 + i) * 3_600_000,
    description: description as string, amount: amount as number, status: 'pending', particulars: '', code: '', reference: '',
  }));
  return [...pending, ...posted];
}

/** Aroha's accounts as the fake account history holds them. */
export function arohaAccounts(): FakeAccount[] {
  return AROHA_ACCOUNTS.map((account) => ({
    details: { ...account },
    transactions: account.product === 'everyday' ? everydayTransactions() : [],
  }));
}
