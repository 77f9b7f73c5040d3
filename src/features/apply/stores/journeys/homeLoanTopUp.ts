import { parseDollarsToCents } from '../../../../../contract/rules/DollarAmount';
import { TOP_UP_PURPOSES } from '../../../../../contract/rules/HomeLoanTopUp';
import { formatMoney } from '../../../../../contract/rules/Money';
import { borrowingPowerCents } from '../../../calculators';
import type { OwnAccount } from '../../core/domain/ProductContext';
import { HouseholdForm, TopUpForm } from '../forms/ProductForms';
import { choiceLabel, choices, type JourneyFigure, type JourneySpec } from './JourneySpec';
import { moneyShow } from './lendingSteps';

/**
 * The serviceability check: what the borrowing calculator says the household could borrow,
 * against the loan's balance plus the top-up. Empty until the figures it needs are valid.
 */
export function serviceability(loans: readonly OwnAccount[], answers: Readonly<Record<string, string>>): JourneyFigure[] {
  const loan = loans.find((l) => l.id === answers.homeLoanAccount);
  const topUp = parseDollarsToCents(answers.topUpAmount ?? '');
  const salary = parseDollarsToCents(answers.yearlySalary ?? '');
  const expenses = parseDollarsToCents(answers.monthlyExpenses ?? '');
  const dependants = Number(answers.dependants);
  if (!loan || topUp === null || salary === null || expenses === null || !Number.isInteger(dependants) || dependants < 0) return [];
  const { maxBorrowingCents } = borrowingPowerCents({
    incomes: [{ salaryCentsPerYear: salary, rentalCentsPerYear: 0 }], livingExpensesCentsPerMonth: expenses, dependants, creditCardLimitsCents: 0,
  });
  const total = Math.abs(loan.balanceCents) + topUp;
  const fits = maxBorrowingCents >= total;
  return [
    { label: 'Your home loan after the top-up', value: formatMoney(total) },
    {
      label: 'What our borrowing calculator says you could borrow', value: formatMoney(maxBorrowingCents), tone: fits ? 'ok' : 'warning',
      note: fits
        ? 'Your loan after the top-up is within this, tested at 8.5% over 30 years.'
        : 'Your loan after the top-up is more than this. You can still apply: our home lending team will talk it through with you.',
    },
  ];
}

/** /apply/open-a/home-loan-top-up: which home loan, how much and why, the household's finances, and the serviceability check. */
export function homeLoanTopUpJourney(accounts: readonly OwnAccount[]): JourneySpec {
  const loans = accounts.filter((a) => a.product === 'home-loan');
  const options = loans.map((l) => ({ value: l.id, label: `${l.name} ${l.accountNumber} (owing ${formatMoney(Math.abs(l.balanceCents))})` }));
  return {
    product: 'home-loan-top-up',
    title: 'Top up your home loan',
    basePath: '/apply/open-a/home-loan-top-up',
    referLinks: 'upload',
    figures: (answers) => serviceability(loans, answers),
    steps: [{
      key: 'top-up', title: 'Your top-up', form: TopUpForm,
      intro: 'Add from $5,000 to $500,000 to an existing home loan.',
      fields: [
        { name: 'homeLoanAccount', label: 'Home loan', kind: 'select', options, show: choiceLabel(options) },
        { name: 'topUpAmount', label: 'How much would you like to add?', kind: 'money', show: moneyShow },
        { name: 'topUpPurpose', label: 'What is the top-up for?', kind: 'select', options: choices(TOP_UP_PURPOSES) },
      ],
    }, {
      key: 'household', title: 'Your household', form: HouseholdForm,
      intro: 'We use these to check the loan stays affordable, as our borrowing calculator does.',
      fields: [
        { name: 'yearlySalary', label: 'Household income before tax, a year', kind: 'money', show: moneyShow },
        { name: 'monthlyExpenses', label: 'Monthly living expenses', kind: 'money', show: moneyShow },
        { name: 'dependants', label: 'Number of dependants', kind: 'text', hint: 'Children or others who rely on you. Enter 0 if none.' },
      ],
    }],
    outcomes: {
      approved: 'Your top-up is approved.',
      referred: 'Thanks — our home lending team will look at your top-up and call you within two working days. Upload your latest payslips to speed it up.',
      declined: 'Sorry, we can’t top up your home loan right now.',
    },
  };
}
