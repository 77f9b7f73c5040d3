import { borrowingPowerCents } from '../../../../src/features/calculators/core/domain/borrowing';
import { BorrowingCalculatorStore } from '../../../../src/features/calculators/stores/BorrowingCalculatorStore';

describe('BorrowingCalculatorStore', () => {
  it('turns what was typed into the core estimate', () => {
    const store = new BorrowingCalculatorStore();
    store.set('salaryCents', '$95,000');
    store.set('expensesCents', '2,400');
    store.set('dependants', '1');
    store.set('cardLimitsCents', '5000');
    store.calculate();
    expect(store.errors).toEqual({});
    expect(store.result).toEqual(borrowingPowerCents({
      incomes: [{ salaryCentsPerYear: 9_500_000, rentalCentsPerYear: 0 }],
      livingExpensesCentsPerMonth: 240_000, dependants: 1, creditCardLimitsCents: 500_000, testRatePercent: 8.5, years: 30,
    }));
    expect(store.result?.maxBorrowingCents).toBeGreaterThan(0);
  });

  it("counts the partner's income only when there is a partner", () => {
    const store = new BorrowingCalculatorStore();
    store.set('salaryCents', '60000');
    store.set('expensesCents', '2000');
    store.set('partnerSalaryCents', '70000');
    store.calculate();
    const alone = store.result?.maxBorrowingCents ?? 0;
    store.setWithPartner(true);
    expect(store.result?.maxBorrowingCents).toBeGreaterThan(alone);
  });

  it('puts errors on the fields it cannot use', () => {
    const store = new BorrowingCalculatorStore();
    store.set('dependants', '1.5');
    store.set('testRatePercent', '40');
    store.calculate();
    expect(store.errors).toEqual({
      salaryCents: 'Enter your yearly income before tax in dollars, or 0',
      expensesCents: 'Enter your living expenses a month in dollars, or 0',
      dependants: 'Enter the number of dependants as a whole number',
      testRatePercent: 'Enter a test rate from 1% to 25%',
    });
    expect(store.result).toBeNull();
  });
});
