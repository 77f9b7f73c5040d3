/**
 * The answers of a personal loan or credit card application: the same rules for the form
 * (field by field, as the applicant types) and for the sandbox (all at once, on submit).
 * Every problem function takes the answer as typed and returns the message, or null.
 */
import { dollarAmountProblem } from './DollarAmount';
import { namePatternProblem } from './NamePattern';
import { mobileNumberProblem } from './PhoneNumber';

export const EMPLOYMENT_STATUSES = [
  { value: 'full-time', label: 'Employed full time' },
  { value: 'part-time', label: 'Employed part time' },
  { value: 'self-employed', label: 'Self-employed' },
  { value: 'retired', label: 'Retired' },
  { value: 'not-working', label: 'Not working' },
] as const;
const EMPLOYED = ['full-time', 'part-time', 'self-employed'];

export const LOAN_TERMS_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const;
export const LOAN_PURPOSES = ['Car', 'Home improvements', 'Debt consolidation', 'Travel', 'Education', 'Other'] as const;
export const LOAN_AMOUNT = { min: 1_000_00, max: 50_000_00 } as const;

export const CARD_PRODUCTS = [
  { value: 'low-rate', label: 'Kōwhai Low Rate Mastercard', text: '12.95% p.a. purchase rate, $0 annual fee' },
  { value: 'airpoints', label: 'Kōwhai Airpoints Mastercard', text: '1 Airpoints Dollar per $100 spent, $95 annual fee' },
] as const;
export const CARD_LIMIT = { min: 500_00, max: 30_000_00 } as const;

const required = (message: string) => (value: string) => (value.trim() === '' ? message : null);
const name = (missing: string) => (value: string) => required(missing)(value) ?? namePatternProblem(value);
const oneOf = (values: readonly string[], message: string) => (value: string) => (values.includes(value) ? null : message);

export type AnswerRule = (value: string, answers: Readonly<Record<string, string>>) => string | null;

/** Who is applying and where they live (the address comes from the address finder). */
export const APPLICANT_RULES = {
  firstName: name('Enter your first name'),
  middleName: (value) => namePatternProblem(value),
  lastName: name('Enter your last name'),
  mobile: (value) => mobileNumberProblem(value),
  addressLine1: required('Enter the first line of your address'),
  town: required('Enter your town or city'),
  postcode: (value) => (/^\d{4}$/.test(value.trim()) ? null : 'Enter a 4-digit postcode'),
} satisfies Record<string, AnswerRule>;

export const EMPLOYMENT_RULES = {
  employmentStatus: oneOf(EMPLOYMENT_STATUSES.map((s) => s.value), 'Choose your employment status'),
  employer: (value, answers) => (EMPLOYED.includes(answers.employmentStatus ?? '') && value.trim() === ''
    ? "Enter your employer's name (or your business's, if you're self-employed)" : null),
} satisfies Record<string, AnswerRule>;

export const FINANCES_RULES = {
  monthlyIncome: (value) => dollarAmountProblem(value, {
    min: 1, max: 1_000_000_00, missing: 'Enter your monthly income after tax', outOfRange: 'Enter your monthly income after tax',
  }),
  monthlyExpenses: (value) => dollarAmountProblem(value, {
    min: 0, max: 1_000_000_00, missing: 'Enter your monthly living expenses', outOfRange: 'Enter your monthly living expenses',
  }),
} satisfies Record<string, AnswerRule>;

export const LOAN_RULES = {
  loanAmount: (value) => dollarAmountProblem(value, {
    ...LOAN_AMOUNT, missing: 'Enter how much you would like to borrow', outOfRange: 'Enter an amount between $1,000 and $50,000',
  }),
  loanTerm: oneOf(LOAN_TERMS_MONTHS.map(String), 'Choose how long you would like to repay over'),
  loanPurpose: oneOf(LOAN_PURPOSES, 'Choose what the loan is for'),
} satisfies Record<string, AnswerRule>;

export const CARD_RULES = {
  cardProduct: oneOf(CARD_PRODUCTS.map((c) => c.value), 'Choose a card'),
  creditLimit: (value) => dollarAmountProblem(value, {
    ...CARD_LIMIT, missing: 'Enter the credit limit you would like', outOfRange: 'Enter a limit between $500 and $30,000',
  }),
} satisfies Record<string, AnswerRule>;

/** Every problem of a set of answers under a set of rules, by field. */
export function answerProblems(rules: Record<string, AnswerRule>, answers: Readonly<Record<string, string>>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const problem = rule(answers[field] ?? '', answers);
    if (problem) problems[field] = problem;
  }
  return problems;
}
