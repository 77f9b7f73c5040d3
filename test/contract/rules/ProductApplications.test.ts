import { LIMIT_CHANGE_RULES } from '../../../contract/rules/CardLimitChange';
import { TOP_UP_RULES } from '../../../contract/rules/HomeLoanTopUp';
import { INSURANCE_RULES, monthlyPremiumCents } from '../../../contract/rules/InsuranceApplication';
import { answerProblems } from '../../../contract/rules/LendingApplication';
import { OVERDRAFT_RULES } from '../../../contract/rules/OverdraftApplication';

const COVER = { insuranceProduct: 'life', coverAmount: '250,000', smoker: 'no', healthConditions: 'no', hazardousActivities: 'no' };

describe('insurance answers and premium', () => {
  it('accepts a complete set and names each missing or out-of-range answer', () => {
    expect(answerProblems(INSURANCE_RULES, COVER)).toEqual({});
    expect(answerProblems(INSURANCE_RULES, { insuranceProduct: 'yacht', coverAmount: '10,000' })).toEqual({
      insuranceProduct: 'Choose the cover you would like',
      coverAmount: 'Enter cover between $50,000 and $2,000,000',
      smoker: 'Tell us whether you have smoked in the last 12 months',
      healthConditions: 'Tell us whether you have a health condition',
      hazardousActivities: 'Tell us whether you take part in hazardous activities',
    });
  });

  it('prices $250,000 of life cover at 40 at $1.20 a year per $1,000, and loads smoking and age', () => {
    expect(monthlyPremiumCents(COVER, 40)).toBe(2500); // 250 × $1.20 ÷ 12
    expect(monthlyPremiumCents({ ...COVER, smoker: 'yes' }, 40)).toBe(3750);
    expect(monthlyPremiumCents(COVER, 50)).toBe(3250); // +30%
    expect(monthlyPremiumCents(COVER, 18)).toBe(1250); // 1 − 0.66 = 0.34, floored at half
  });
});

describe('overdraft, top-up and limit change answers', () => {
  it('lets an overdraft go to $0 (removed) but not above $5,000', () => {
    const base = { overdraftAccount: 'acc-1', overdraftReason: 'Other', monthlyIncome: '5,000', monthlyExpenses: '2,000' };
    expect(answerProblems(OVERDRAFT_RULES, { ...base, overdraftLimit: '0' })).toEqual({});
    expect(answerProblems(OVERDRAFT_RULES, { ...base, overdraftLimit: '5,000.01' })).toEqual({ overdraftLimit: 'Enter a limit between $0 and $5,000' });
  });

  it('needs a home loan, an amount within bounds and a whole number of dependants', () => {
    const problems = answerProblems(TOP_UP_RULES, {
      homeLoanAccount: '', topUpAmount: '1,000', topUpPurpose: 'Renovations', yearlySalary: '90,000', monthlyExpenses: '2,000', dependants: 'two',
    });
    expect(problems).toEqual({
      homeLoanAccount: 'Choose the home loan to top up',
      topUpAmount: 'Enter an amount between $5,000 and $500,000',
      dependants: 'Enter how many dependants you have (0 if none)',
    });
  });

  it('takes a reason of either direction for a limit change', () => {
    const finances = { monthlyIncome: '5,000', monthlyExpenses: '2,000' };
    expect(answerProblems(LIMIT_CHANGE_RULES, { newLimit: '2,000', reason: 'To help me budget', ...finances })).toEqual({});
    expect(answerProblems(LIMIT_CHANGE_RULES, { newLimit: '9,000', reason: 'Travel', ...finances })).toEqual({});
    expect(answerProblems(LIMIT_CHANGE_RULES, { newLimit: '9,000', reason: 'Because', ...finances })).toEqual({ reason: 'Choose a reason' });
  });
});
