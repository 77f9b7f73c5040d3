import { availableAfter, payeeToSave } from '../../../../../src/features/pay/core/domain/afterPayment';
import type { PaymentOrder } from '../../../../../src/features/pay/core/domain/PaymentOrder';
import { arohaPayAccounts, arohaPayees, ONE_OFF } from '../../fakes/payFixtures';

const order = (overrides: Partial<PaymentOrder> = {}): PaymentOrder => ({
  fromAccountId: '1000001-2', to: ONE_OFF, amount: 2_550, particulars: 'Lawns', code: '', reference: 'Nov', date: null, ...overrides,
});

describe('availableAfter', () => {
  it('is the paying account’s available balance less the amount', () => {
    const accounts = arohaPayAccounts();
    const bills = accounts.find((a) => a.id === '1000001-2')!;
    expect(availableAfter(order(), accounts)).toBe(bills.available - 2_550);
  });

  it('says nothing for a payment on a later date (other money moves before then)', () => {
    expect(availableAfter(order({ date: '2026-12-01' }), arohaPayAccounts())).toBeNull();
  });
});

describe('payeeToSave', () => {
  it('offers a one-off account with the details it was paid with, its number with dashes', () => {
    const typed = order({ to: { accountNumber: '010902006838900', name: 'Hemi Walker' } });
    expect(payeeToSave(typed, arohaPayees(), true)).toEqual({
      name: 'Hemi Walker', accountNumber: '01-0902-0068389-00', particulars: 'Lawns', code: '', reference: 'Nov',
    });
  });

  it('offers nothing for a saved payee, an account already saved (however typed), or a customer who may not save payees', () => {
    const mercury = arohaPayees()[0]!;
    expect(payeeToSave(order({ to: { payeeId: mercury.id } }), arohaPayees(), true)).toBeNull();
    expect(payeeToSave(order({ to: { accountNumber: '02 0248 0406223 00', name: 'Power' } }), arohaPayees(), true)).toBeNull();
    expect(payeeToSave(order(), arohaPayees(), false)).toBeNull();
  });
});
