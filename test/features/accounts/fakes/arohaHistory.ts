import type { AccountDetails } from '../../../../src/features/accounts/core/domain/AccountDetails';
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
    const kind = amount > 0 ? 'deposit' : description === 'Mercury Energy' ? 'direct-debit' : 'card';
    return {
      id: `t-${day}`, date, at: startOfAucklandDayUtcMs(date) + 10 * 3_600_000, kind, description, amount, status: 'posted',
      particulars: amount > 0 ? 'SALARY' : '', code: '', reference: description === 'Mercury Energy' ? 'ELEC' : '', balanceAfter: null,
    };
  });
  const pending: Transaction[] = [['New World Remuera', -4_310], ['Coffee Supreme', -590]].map(([description, amount], i) => ({
    id: `p-${i}`, date: FAKE_TODAY, at: startOfAucklandDayUtcMs(FAKE_TODAY) + (9 + i) * 3_600_000, kind: 'card',
    description: description as string, amount: amount as number, status: 'pending', particulars: '', code: '', reference: '', balanceAfter: null,
  }));
  return [...pending, ...posted];
}

/** Aroha's card with its latest statement, a term deposit maturing in 14 days, and KiwiSaver. */
const MORE_OF_AROHA: AccountDetails[] = [
  { id: '1000001-4', product: 'term-deposit', name: 'Term Deposit 12 months', nickname: null, accountNumber: '38-9123-0102123-00',
    balance: 2_500_000, available: 0, creditLimit: null, facts: {
      kind: 'term-deposit', interestRate: 510, termMonths: 12, startDate: '2025-12-07', maturityDate: '2026-12-07',
      maturityInstruction: 'reinvest-all', payToAccountNumber: null, interestAtMaturity: 127_500 } },
  { id: '1000001-6', product: 'kiwisaver', name: 'KiwiSaver Growth Fund', nickname: null, accountNumber: '38-9123-0102250-00',
    balance: 4_231_877, available: 0, creditLimit: null, facts: null },
];

const CARD_FACTS: AccountDetails['facts'] = {
  kind: 'credit-card', creditLimit: 500_000, cardLast4: '7001',
  statement: { date: '2026-11-14', closingBalance: -98_765, minimumPayment: 2_963, dueDate: '2026-12-09' },
};

/** Aroha's accounts as the fake account history holds them. */
export function arohaAccounts(): FakeAccount[] {
  return [
    ...AROHA_ACCOUNTS.map((account) => ({
      details: { ...account, nickname: null, facts: account.product === 'credit-card' ? CARD_FACTS : null },
      transactions: account.product === 'everyday' ? everydayTransactions() : [],
      counterparties: account.product === 'everyday' ? { 't-3': { name: 'Fonterra Co-op', accountNumber: '12-3456-0789012-00' } } : undefined,
    })),
    ...MORE_OF_AROHA.map((details) => ({ details, transactions: [] })),
  ];
}
