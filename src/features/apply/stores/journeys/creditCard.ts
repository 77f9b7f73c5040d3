import { CARD_PRODUCTS } from '../../../../../contract/rules/LendingApplication';
import { CardForm } from '../forms/LendingForms';
import { choiceLabel, type JourneySpec } from './JourneySpec';
import { APPLICANT_STEP, EMPLOYMENT_STEP, FINANCES_STEP, moneyShow } from './lendingSteps';

/** /apply/open-a/credit-card: the same engine and steps as a loan, ending with the card and its limit. */
export const CREDIT_CARD: JourneySpec = {
  product: 'credit-card',
  title: 'Apply for a credit card',
  basePath: '/apply/open-a/credit-card',
  referLinks: 'upload',
  steps: [APPLICANT_STEP, EMPLOYMENT_STEP, FINANCES_STEP, {
    key: 'card', title: 'Your card', form: CardForm,
    fields: [
      { name: 'cardProduct', label: 'Which card would you like?', kind: 'radio', options: CARD_PRODUCTS, show: choiceLabel(CARD_PRODUCTS) },
      { name: 'creditLimit', label: 'Credit limit', kind: 'money', hint: 'From $500 to $30,000', show: moneyShow },
    ],
  }],
  outcomes: {
    approved: 'Your credit card is approved. It will arrive by post within five working days.',
    referred: 'Thanks — our lending team will review your application and call you within two working days.',
    declined: 'Sorry, we can’t approve this card right now.',
  },
};
