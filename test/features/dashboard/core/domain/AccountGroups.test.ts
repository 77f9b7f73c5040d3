import type { Account } from '../../../../../src/features/dashboard/core/domain/Account';
import { groupAccounts, groupOf, isTransactional, netPositionCents } from '../../../../../src/features/dashboard/core/domain/AccountGroups';

const account = (id: string, product: string, balance: number): Account =>
  ({ id, product, name: id, accountNumber: '38-9123-0102004-00', balance, available: balance, creditLimit: null });

const HOLDINGS = [
  account('everyday', 'everyday', 24_583_75), account('bills', 'bills', 6_120_40), account('saver', 'online-saver', 18_500_00),
  account('td', 'term-deposit', 25_000_00), account('visa', 'credit-card', -1_234_56), account('loan', 'personal-loan', -12_645_00),
  account('ks', 'kiwisaver', 42_318_77),
];

describe('account groups', () => {
  it('puts each product in the group a customer looks for it in, in the order everyday, savings, cards, loans, KiwiSaver', () => {
    expect(groupAccounts(HOLDINGS).map((g) => [g.id, g.accounts.map((a) => a.id)])).toEqual([
      ['everyday', ['everyday', 'bills']], ['savings', ['saver', 'td']], ['cards', ['visa']], ['loans', ['loan']], ['kiwisaver', ['ks']],
    ]);
  });

  it("totals each group's balances", () => {
    for (const group of groupAccounts(HOLDINGS)) {
      expect(group.totalCents).toBe(group.accounts.reduce((sum, a) => sum + a.balance, 0));
    }
  });

  it('leaves out groups the customer holds nothing in', () => {
    expect(groupAccounts([HOLDINGS[0] as Account]).map((g) => g.id)).toEqual(['everyday']);
  });

  it('shows a product it does not know with the everyday accounts rather than losing it', () => {
    expect(groupOf({ product: 'foreign-currency' })).toBe('everyday');
  });

  it('counts what is owed against what is held in the net position', () => {
    const held = HOLDINGS.filter((a) => a.balance > 0).reduce((sum, a) => sum + a.balance, 0);
    const owed = HOLDINGS.filter((a) => a.balance < 0).reduce((sum, a) => sum - a.balance, 0);
    expect(netPositionCents(HOLDINGS)).toBe(held - owed);
  });

  it('offers Pay and Transfer on accounts money moves from day to day, not on cards, loans, term deposits or KiwiSaver', () => {
    expect(HOLDINGS.filter(isTransactional).map((a) => a.id)).toEqual(['everyday', 'bills', 'saver']);
  });
});
