import { parseDollarsToCents } from '../../../../../contract/rules/DollarAmount';
import { EMPLOYMENT_STATUSES } from '../../../../../contract/rules/LendingApplication';
import { formatMoney, formatWholeDollars } from '../../../../../contract/rules/Money';
import { ApplicantForm, EmploymentForm, FinancesForm } from '../forms/LendingForms';
import { choiceLabel, type StepSpec } from './JourneySpec';

/**
 * A money answer as the review shows it, through the one money formatter: '15000' reads "$15,000",
 * '99.5' reads "$99.50". An answer that is not an amount (the step refuses it) is shown as typed.
 */
const moneyShow = (answer: string) => {
  const cents = parseDollarsToCents(answer);
  if (cents === null) return answer.trim();
  return cents % 100 === 0 ? formatWholeDollars(cents) : formatMoney(cents);
};

/** The steps every lending application shares: who, where, work, and money in and out. */
export const APPLICANT_STEP: StepSpec = {
  key: 'about-you', title: 'About you', form: ApplicantForm, address: true,
  intro: 'Your name as it appears on your ID, and where you live.',
  fields: [
    { name: 'firstName', label: 'First name', kind: 'text', autoComplete: 'given-name' },
    { name: 'middleName', label: 'Middle name', kind: 'text', optional: true, autoComplete: 'additional-name' },
    { name: 'lastName', label: 'Last name', kind: 'text', autoComplete: 'family-name' },
    { name: 'mobile', label: 'Mobile number', kind: 'tel', autoComplete: 'mobile tel', hint: 'For example 021 555 0101' },
  ],
};

export const EMPLOYMENT_STEP: StepSpec = {
  key: 'employment', title: 'Your employment', form: EmploymentForm,
  fields: [
    { name: 'employmentStatus', label: 'Employment status', kind: 'radio', options: EMPLOYMENT_STATUSES, show: choiceLabel(EMPLOYMENT_STATUSES) },
    { name: 'employer', label: 'Employer', kind: 'text', hint: "If you're self-employed, your business's name. Leave it empty if you're not working.", autoComplete: 'organization' },
  ],
};

export const FINANCES_STEP: StepSpec = {
  key: 'income-and-expenses', title: 'Income and expenses', form: FinancesForm,
  intro: 'Monthly amounts, in dollars. Include everyone you share costs with.',
  fields: [
    { name: 'monthlyIncome', label: 'Monthly income after tax', kind: 'money', show: moneyShow },
    { name: 'monthlyExpenses', label: 'Monthly living expenses', kind: 'money', show: moneyShow, hint: 'Rent or mortgage, food, power, transport, and other loan repayments' },
  ],
};

export { moneyShow };
