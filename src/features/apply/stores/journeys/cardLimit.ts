import { LIMIT_DECREASE_REASONS, LIMIT_INCREASE_REASONS } from '../../../../../contract/rules/CardLimitChange';
import { LimitDecreaseForm, LimitIncreaseForm } from '../forms/CardLimitForms';
import { choices, type JourneySpec } from './JourneySpec';
import { FINANCES_STEP, moneyShow } from './lendingSteps';

/** /apply/credit-card-limit/increase: the new limit and why, then the affordability questions. */
export const CARD_LIMIT_INCREASE: JourneySpec = {
  product: 'credit-card-limit-increase',
  // More credit is a money door: the bank asks for the SMS code before deciding it.
  safeguarded: true,
  title: 'Increase your credit limit',
  basePath: '/apply/credit-card-limit/increase',
  referLinks: 'upload',
  steps: [{
    key: 'new-limit', title: 'Your new limit', form: LimitIncreaseForm,
    intro: 'Choose a limit above your current one, up to $30,000.',
    fields: [
      { name: 'newLimit', label: 'New credit limit', kind: 'money', show: moneyShow },
      { name: 'reason', label: 'What is the increase for?', kind: 'select', options: choices(LIMIT_INCREASE_REASONS) },
    ],
  }, FINANCES_STEP],
  outcomes: {
    approved: 'Your new credit limit is ready to use now.',
    referred: 'Thanks — our lending team will look at your request and call you within two working days.',
    declined: 'Sorry, we can’t increase your limit right now.',
  },
};

/** /apply/credit-card-limit/decrease: a lower limit takes effect at once. */
export const CARD_LIMIT_DECREASE: JourneySpec = {
  product: 'credit-card-limit-decrease',
  title: 'Decrease your credit limit',
  basePath: '/apply/credit-card-limit/decrease',
  steps: [{
    key: 'new-limit', title: 'Your new limit', form: LimitDecreaseForm,
    intro: 'Choose a limit below your current one, from $500.',
    fields: [
      { name: 'newLimit', label: 'New credit limit', kind: 'money', show: moneyShow },
      { name: 'reason', label: 'Why are you lowering it?', kind: 'select', options: choices(LIMIT_DECREASE_REASONS) },
    ],
  }],
  outcomes: {
    approved: 'Your credit limit has been lowered. The new limit applies now.',
    referred: 'Thanks — we’ll be in touch within two working days.',
    declined: 'Sorry, we can’t lower your limit right now.',
  },
};
