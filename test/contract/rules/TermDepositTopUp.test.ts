import { canTransferTo } from '../../../contract/rules/AccountUse';
import { CASH_ADVANCE_FEE_CENTS, CASH_ADVANCE_RATE, CASH_ADVANCE_WARNING, isCashAdvance } from '../../../contract/rules/CashAdvance';
import { formatMoney } from '../../../contract/rules/Money';
import { canTopUpTermDepositFrom, TERM_DEPOSIT_TOP_UP_MIN_CENTS, termDepositTopUpProblem } from '../../../contract/rules/TermDepositTopUp';

describe('topping up a term deposit', () => {
  it('is never an ordinary transfer', () => {
    expect(canTransferTo('term-deposit')).toBe(false);
  });

  it('comes from a transaction or savings account, never a credit card', () => {
    expect(['everyday', 'bills', 'savings', 'online-saver'].every(canTopUpTermDepositFrom)).toBe(true);
    expect(canTopUpTermDepositFrom('credit-card')).toBe(false);
    expect(canTopUpTermDepositFrom('term-deposit')).toBe(false);
  });

  it('adds at least the minimum', () => {
    expect(termDepositTopUpProblem(TERM_DEPOSIT_TOP_UP_MIN_CENTS - 1)).toBe(`A top-up must be at least ${formatMoney(TERM_DEPOSIT_TOP_UP_MIN_CENTS)}`);
    expect(termDepositTopUpProblem(TERM_DEPOSIT_TOP_UP_MIN_CENTS)).toBeNull();
  });
});

describe('a cash advance', () => {
  it('is money moved out of a credit card', () => {
    expect(isCashAdvance('credit-card')).toBe(true);
    expect(isCashAdvance('everyday')).toBe(false);
  });

  it('is warned of with its fee and its rate', () => {
    expect(CASH_ADVANCE_WARNING.body).toContain(formatMoney(CASH_ADVANCE_FEE_CENTS));
    expect(CASH_ADVANCE_WARNING.body).toContain(CASH_ADVANCE_RATE);
    expect(CASH_ADVANCE_WARNING.body).toContain('no interest-free days');
  });
});
