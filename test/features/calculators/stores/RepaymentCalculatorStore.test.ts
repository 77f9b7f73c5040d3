import { RepaymentCalculatorStore } from '../../../../src/features/calculators/stores/RepaymentCalculatorStore';

function calculated(amount: string, rate: string, term: string, frequency: 'weekly' | 'fortnightly' | 'monthly' = 'monthly') {
  const store = new RepaymentCalculatorStore();
  store.setAmount(amount);
  store.setRate(rate);
  store.setTerm(term);
  store.setFrequency(frequency);
  store.calculate();
  return store;
}

describe('RepaymentCalculatorStore', () => {
  it('shows nothing until the visitor calculates', () => {
    const store = new RepaymentCalculatorStore();
    expect(store.errors).toEqual({});
    expect(store.result).toBeNull();
  });

  it('reads "$200,000" at "6.5%" over 30 years as $1,264.14 a month', () => {
    const { result } = calculated('$200,000', '6.5%', '30');
    expect(result?.repaymentCents).toBe(126_414);
    expect(result?.schedule).toHaveLength(30);
    expect(result?.schedule.at(-1)?.closingBalanceCents).toBe(0);
    expect(result?.totalRepaidCents).toBe(20_000_000 + (result?.totalInterestCents ?? 0));
  });

  it('answers $583.17 fortnightly', () => {
    expect(calculated('200000', '6.5', '30', 'fortnightly').result?.repaymentCents).toBe(58_317);
  });

  it('follows the interest-only switch: the balance never falls', () => {
    const store = calculated('200000', '6.5', '5');
    store.setInterestOnly(true);
    expect(store.result?.repaymentCents).toBe(108_333);
    expect(store.result?.schedule.every((row) => row.closingBalanceCents === 20_000_000)).toBe(true);
  });

  it('puts an error on each field it cannot use, and no figures', () => {
    const store = calculated('', 'six', '0');
    expect(store.errors).toEqual({
      principalCents: 'Enter the loan amount, e.g. 500,000',
      annualRatePercent: 'Enter the interest rate, e.g. 6.5',
      years: 'Enter a loan term from 1 to 40 years',
    });
    expect(store.result).toBeNull();
    store.setAmount('500');
    expect(store.errors.principalCents).toBe('Enter a loan amount of $1,000 or more');
    store.setTerm('2.5');
    expect(store.errors.years).toBe('Enter the loan term in whole years');
  });

  it('accepts a 0% rate', () => {
    expect(calculated('120000', '0', '10').result?.repaymentCents).toBe(100_000);
  });
});
