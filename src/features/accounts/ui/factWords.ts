import { formatMoney } from '../../../../contract/rules/Money';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { formatRate, type AccountFacts, type MaturityInstruction, type RepaymentFrequency, type TermDepositFacts } from '../core/domain/AccountFacts';

const FREQUENCY: Record<RepaymentFrequency, string> = { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' };
export const frequencyWords = (frequency: RepaymentFrequency) => FREQUENCY[frequency];

/** What happens to a term deposit when it matures, in the customer's words (where paid-out money goes is shown beside it). */
export function maturityWords(facts: Pick<TermDepositFacts, 'maturityInstruction' | 'termMonths'>): string {
  const term = `${facts.termMonths} month${facts.termMonths === 1 ? '' : 's'}`;
  const words: Record<MaturityInstruction, string> = {
    'reinvest-all': `Reinvest the balance and interest for another ${term}`,
    'reinvest-principal': `Reinvest the balance for another ${term} and pay out the interest`,
    'pay-out': 'Pay out the balance and interest',
  };
  return words[facts.maturityInstruction];
}

/** The one line under the balance that matters most for the product: the next thing the customer needs to know. */
export function keyFactLine(facts: AccountFacts, today: string): string | null {
  switch (facts.kind) {
    case 'credit-card':
      if (!facts.statement || facts.statement.minimumPayment === 0) return null;
      return `Payment due ${formatCalendarDate(facts.statement.dueDate, 'short')}: minimum ${formatMoney(facts.statement.minimumPayment)}`;
    case 'term-deposit':
      return facts.maturityDate < today ? `Matured on ${formatCalendarDate(facts.maturityDate, 'weekday')}`
        : `Matures ${formatCalendarDate(facts.maturityDate, 'weekday')} at ${formatRate(facts.interestRate)}`;
    case 'loan':
      return `Next repayment ${formatMoney(facts.repayment)} on ${formatCalendarDate(facts.nextRepaymentDate, 'weekday')}`;
  }
}
