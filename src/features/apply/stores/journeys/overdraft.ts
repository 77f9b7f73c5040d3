import { formatMoney } from '../../../../../contract/rules/Money';
import { OVERDRAFT_REASONS } from '../../../../../contract/rules/OverdraftApplication';
import type { OwnAccount } from '../../core/domain/ProductContext';
import { OverdraftForm } from '../forms/ProductForms';
import { choiceLabel, choices, type JourneySpec } from './JourneySpec';
import { FINANCES_STEP, moneyShow } from './lendingSteps';

const accountLabel = (a: OwnAccount) =>
  `${a.name} ${a.accountNumber}${a.creditLimitCents ? ` (overdraft ${formatMoney(a.creditLimitCents)})` : ''}`;

/** /apply/open-a/overdraft: an arranged overdraft on one of the customer's everyday accounts, new or changed. */
export function overdraftJourney(accounts: readonly OwnAccount[]): JourneySpec {
  const options = accounts.filter((a) => a.product === 'everyday').map((a) => ({ value: a.id, label: accountLabel(a) }));
  return {
    product: 'overdraft',
    // More credit is a money door: the bank asks for the SMS code before deciding it.
    safeguarded: true,
    title: 'Apply for an overdraft',
    basePath: '/apply/open-a/overdraft',
    referLinks: 'upload',
    steps: [{
      key: 'overdraft', title: 'Your overdraft', form: OverdraftForm,
      intro: 'An arranged overdraft on an everyday account, up to $5,000. Enter $0 to remove one.',
      fields: [
        { name: 'overdraftAccount', label: 'Account', kind: 'select', options, show: choiceLabel(options) },
        { name: 'overdraftLimit', label: 'Overdraft limit', kind: 'money', show: moneyShow },
        { name: 'overdraftReason', label: 'What is the overdraft for?', kind: 'select', options: choices(OVERDRAFT_REASONS) },
      ],
    }, FINANCES_STEP],
    outcomes: {
      approved: 'Your overdraft limit is ready to use now.',
      referred: 'Thanks — our lending team will look at your request and call you within two working days. You can send us payslips or bank statements to speed it up.',
      declined: 'Sorry, we can’t arrange this overdraft right now.',
    },
  };
}
