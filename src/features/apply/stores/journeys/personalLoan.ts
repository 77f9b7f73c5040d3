import { LOAN_PURPOSES, LOAN_TERMS_MONTHS } from '../../../../../contract/rules/LendingApplication';
import { LoanForm } from '../forms/LendingForms';
import type { JourneySpec } from './JourneySpec';
import { APPLICANT_STEP, EMPLOYMENT_STEP, FINANCES_STEP, moneyShow } from './lendingSteps';

const TERMS = LOAN_TERMS_MONTHS.map((months) => ({ value: String(months), label: `${months / 12} ${months === 12 ? 'year' : 'years'}` }));

/** /apply/open-a/personal-loan: open to anyone; a login is asked for before it is submitted. */
export const PERSONAL_LOAN: JourneySpec = {
  product: 'personal-loan',
  title: 'Apply for a personal loan',
  basePath: '/apply/open-a/personal-loan',
  steps: [APPLICANT_STEP, EMPLOYMENT_STEP, FINANCES_STEP, {
    key: 'loan', title: 'Your loan', form: LoanForm,
    intro: 'Borrow from $1,000 to $50,000 at a fixed 13.95% p.a.',
    fields: [
      { name: 'loanAmount', label: 'How much would you like to borrow?', kind: 'money', show: moneyShow },
      { name: 'loanTerm', label: 'Repay over', kind: 'select', options: TERMS, show: (a) => TERMS.find((t) => t.value === a)?.label ?? a },
      { name: 'loanPurpose', label: 'What is the loan for?', kind: 'select', options: LOAN_PURPOSES.map((p) => ({ value: p, label: p })) },
    ],
  }],
  outcomes: {
    approved: 'Your personal loan is approved. We’ll send your loan agreement to sign by email today.',
    referred: 'Thanks — one of our lending team will look at your application and call you within two working days.',
    declined: 'Sorry, we can’t approve this loan right now.',
  },
};
