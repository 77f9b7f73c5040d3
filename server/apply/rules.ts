import type { ApplicationProductId } from '../../contract/apply';
import { parseDollarsToCents } from '../../contract/rules/DollarAmount';
import {
  answerProblems, APPLICANT_RULES, CARD_RULES, EMPLOYMENT_RULES, FINANCES_RULES, LOAN_RULES, type AnswerRule,
} from '../../contract/rules/LendingApplication';
import { KIWISAVER_RULES } from '../../contract/rules/KiwiSaverApplication';
import { LIMIT_CHANGE_RULES, LIMIT_DECREASE_RULES, LIMIT_INCREASE_RULES } from '../../contract/rules/CardLimitChange';
import { TOP_UP_RULES } from '../../contract/rules/HomeLoanTopUp';
import { INSURANCE_RULES } from '../../contract/rules/InsuranceApplication';
import { OVERDRAFT_RULES } from '../../contract/rules/OverdraftApplication';
import { decideLending, LENDING_POLICY, monthlyRepaymentCents, type Decision } from './decide';

/** The rules each product's answers must meet before it is decided: the form's own rules. */
export const PRODUCT_RULES: Record<ApplicationProductId, Record<string, AnswerRule>> = {
  'personal-loan': { ...APPLICANT_RULES, ...EMPLOYMENT_RULES, ...FINANCES_RULES, ...LOAN_RULES },
  'credit-card': { ...APPLICANT_RULES, ...EMPLOYMENT_RULES, ...FINANCES_RULES, ...CARD_RULES },
  kiwisaver: KIWISAVER_RULES,
  'everyday-account': {},
  'savings-account': {},
  'credit-card-limit-increase': LIMIT_INCREASE_RULES,
  'credit-card-limit-decrease': LIMIT_DECREASE_RULES,
  'credit-card-limit-change': LIMIT_CHANGE_RULES,
  insurance: INSURANCE_RULES,
  'home-loan-top-up': TOP_UP_RULES,
  overdraft: OVERDRAFT_RULES,
};

/** The first problem of a set of answers, or null when the application may be decided. */
export function firstProblem(product: ApplicationProductId, answers: Record<string, string>): string | null {
  return Object.values(answerProblems(PRODUCT_RULES[product], answers))[0] ?? null;
}

const cents = (answers: Record<string, string>, field: string) => parseDollarsToCents(answers[field] ?? '') ?? 0;

/** Decides a valid application. Lending reads the bureau score; accounts and KiwiSaver are opened. */
export function decide(product: ApplicationProductId, answers: Record<string, string>, creditScore: number): Decision {
  const income = { creditScore, monthlyIncomeCents: cents(answers, 'monthlyIncome'), monthlyExpensesCents: cents(answers, 'monthlyExpenses') };
  if (product === 'personal-loan') {
    const amountCents = cents(answers, 'loanAmount');
    const monthlyCommitmentCents = monthlyRepaymentCents(amountCents, LENDING_POLICY.personalLoanRatePerYear, Number(answers.loanTerm));
    return decideLending({ ...income, amountCents, monthlyCommitmentCents, referAboveCents: LENDING_POLICY.referLoanAboveCents });
  }
  if (product === 'credit-card') {
    const amountCents = cents(answers, 'creditLimit');
    const monthlyCommitmentCents = Math.ceil(amountCents * LENDING_POLICY.cardServicingShare);
    return decideLending({ ...income, amountCents, monthlyCommitmentCents, referAboveCents: LENDING_POLICY.referCardLimitAboveCents });
  }
  return { status: 'approved', reasonCode: null };
}
