import { LOAN_AMOUNT, LOAN_PURPOSES, LOAN_TERMS_MONTHS } from '../../../../../contract/rules/LendingApplication';
import { LoanForm } from '../forms/LendingForms';
import { parseDollarsToCents } from '../../../../../contract/rules/DollarAmount';
import { formatMoney, formatWholeDollars } from '../../../../../contract/rules/Money';
import { repaymentCents } from '../../../calculators';
import { choices, type JourneyFigure, type JourneySpec } from './JourneySpec';
import { APPLICANT_STEP, EMPLOYMENT_STEP, FINANCES_STEP, moneyShow } from './lendingSteps';

const TERMS = LOAN_TERMS_MONTHS.map((months) => ({ value: String(months), label: `${months / 12} ${months === 12 ? 'year' : 'years'}` }));

/** The sandbox's fixed personal loan rate, % p.a. (the step's intro says it). */
export const PERSONAL_LOAN_RATE_PERCENT = 13.95;

/** The monthly repayment of the loan asked for, by the repayment calculator's own formula. */
export function loanRepayment(answers: Readonly<Record<string, string>>): JourneyFigure[] {
  const principalCents = parseDollarsToCents(answers.loanAmount ?? '');
  const months = Number(answers.loanTerm);
  if (principalCents === null || !LOAN_TERMS_MONTHS.includes(months as (typeof LOAN_TERMS_MONTHS)[number])) return [];
  const monthly = repaymentCents({ principalCents, annualRatePercent: PERSONAL_LOAN_RATE_PERCENT, years: months / 12, frequency: 'monthly' });
  return [{ label: 'Estimated repayment', value: `${formatMoney(monthly)} a month`, note: `At ${PERSONAL_LOAN_RATE_PERCENT}% p.a. fixed over ${months / 12} years.` }];
}

/** /apply/open-a/personal-loan: open to anyone; a login is asked for before it is submitted. */
export const PERSONAL_LOAN: JourneySpec = {
  product: 'personal-loan',
  title: 'Apply for a personal loan',
  basePath: '/apply/open-a/personal-loan',
  referLinks: 'upload',
  approvedLinks: 'sign-contract',
  figures: loanRepayment,
  steps: [APPLICANT_STEP, EMPLOYMENT_STEP, FINANCES_STEP, {
    key: 'loan', title: 'Your loan', form: LoanForm,
    intro: `Borrow from ${formatWholeDollars(LOAN_AMOUNT.min)} to ${formatWholeDollars(LOAN_AMOUNT.max)} at a fixed 13.95% p.a.`,
    fields: [
      { name: 'loanAmount', label: 'How much would you like to borrow?', kind: 'money', show: moneyShow },
      { name: 'loanTerm', label: 'Repay over', kind: 'select', options: TERMS, show: (a) => TERMS.find((t) => t.value === a)?.label ?? a },
      { name: 'loanPurpose', label: 'What is the loan for?', kind: 'select', options: choices(LOAN_PURPOSES) },
    ],
  }],
  outcomes: {
    approved: 'Your personal loan is approved. Read and sign your loan contract online: the money is paid into your account as soon as you have signed.',
    referred: 'Thanks — one of our lending team will look at your application and call you within two working days.',
    declined: 'Sorry, we can’t approve this loan right now.',
  },
};
