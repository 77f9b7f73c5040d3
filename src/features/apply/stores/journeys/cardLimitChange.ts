import { LIMIT_CHANGE_REASONS } from '../../../../../contract/rules/CardLimitChange';
import { LimitChangeForm } from '../forms/ProductForms';
import { choices, type JourneySpec } from './JourneySpec';
import { FINANCES_STEP, moneyShow } from './lendingSteps';

/**
 * /apply/credit-card-limit/change: a new limit either way, judged on the applicant's finances
 * when it is higher. Safeguarded: the bank asks for an SMS code before it is decided.
 */
export const CARD_LIMIT_CHANGE: JourneySpec = {
  product: 'credit-card-limit-change',
  title: 'Change your credit card limit',
  basePath: '/apply/credit-card-limit/change',
  safeguarded: true,
  referLinks: 'upload',
  steps: [{
    key: 'new-limit', title: 'Your new limit', form: LimitChangeForm,
    intro: 'Choose a new limit from $500 to $30,000. A lower limit applies straight away.',
    fields: [
      { name: 'newLimit', label: 'New credit limit', kind: 'money', show: moneyShow },
      { name: 'reason', label: 'Why are you changing it?', kind: 'select', options: choices(LIMIT_CHANGE_REASONS) },
    ],
  }, FINANCES_STEP],
  outcomes: {
    approved: 'Your new credit limit applies now.',
    referred: 'Thanks — our lending team will look at your request and call you within two working days.',
    declined: 'Sorry, we can’t change your limit right now.',
  },
};
