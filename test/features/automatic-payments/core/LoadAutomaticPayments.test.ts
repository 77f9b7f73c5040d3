import { LoadAutomaticPayments } from '../../../../src/features/automatic-payments/core/use-cases/LoadAutomaticPayments';
import { parseAmount, amountProblem } from '../../../../src/features/automatic-payments/core/domain/Amount';
import { FakeAutomaticPaymentService } from '../fakes/FakeAutomaticPaymentService';

const ACCOUNTS = [
  { id: '1000001-1', product: 'everyday', name: 'Everyday', accountNumber: '38-9123-0102004-00' },
  { id: '1000001-2', product: 'bills', name: 'Bills', accountNumber: '38-9123-0102041-00' },
  { id: '1000001-4', product: 'term-deposit', name: 'Term Deposit', accountNumber: '38-9123-0102115-00' },
];

describe('LoadAutomaticPayments', () => {
  it('groups payments under each account that can pay, in the bank’s order, soonest first', async () => {
    const view = await new LoadAutomaticPayments(new FakeAutomaticPaymentService(), { listAccounts: async () => ACCOUNTS }).execute();
    expect(view.groups.map((g) => g.account.name)).toEqual(['Everyday', 'Bills']);
    expect(view.groups[0]!.payments.map((p) => p.payeeName)).toEqual(['Harcourts Rentals', 'Online Saver']);
    expect(view.groups[1]!.payments).toEqual([]);
  });
});

describe('amounts', () => {
  it.each([['12.34', 1234], ['$1,250', 125_000], ['0.5', 50], ['7', 700], ['12.345', null], ['1e3', null], ['-5', null], ['', null]])(
    '%j is %j cents', (typed, cents) => { expect(parseAmount(typed)).toBe(cents); },
  );

  it('explains what is wrong with an amount', () => {
    expect(amountProblem('')).toBe('Enter an amount');
    expect(amountProblem('0.00')).toBe('Enter an amount more than $0.00');
    expect(amountProblem('abc')).toMatch(/dollars and cents/);
    expect(amountProblem('1000000.01')).toMatch(/\$1,000,000\.00/);
    expect(amountProblem('0.01')).toBeNull();
  });
});
