import { YES_NO } from '../../../../../contract/rules/InsuranceApplication';
import type { InsuranceProduct } from '../../core/domain/ProductContext';
import { HealthForm, InsuranceCoverForm } from '../forms/ProductForms';
import { choiceLabel, type JourneySpec } from './JourneySpec';
import { moneyShow } from './lendingSteps';

const yesNo = choiceLabel(YES_NO);

/** /apply/open-a/insurance: the products of the insurance bundle, cover, health, then the bank's quote to accept. */
export function insuranceJourney(products: readonly InsuranceProduct[]): JourneySpec {
  const options = products.map((p) => ({ value: p.id, label: p.name }));
  return {
    product: 'insurance',
    title: 'Apply for insurance',
    basePath: '/apply/open-a/insurance',
    quote: true,
    steps: [{
      key: 'cover', title: 'Your cover', form: InsuranceCoverForm,
      intro: 'Choose the cover you would like, from $50,000 to $2,000,000.',
      fields: [
        { name: 'insuranceProduct', label: 'Type of cover', kind: 'radio', options, show: choiceLabel(options) },
        { name: 'coverAmount', label: 'How much cover would you like?', kind: 'money', show: moneyShow },
      ],
    }, {
      key: 'health', title: 'Your health', form: HealthForm,
      intro: 'Your answers help us price your cover. Please answer honestly: a wrong answer could mean a claim is not paid.',
      fields: [
        { name: 'smoker', label: 'Have you smoked in the last 12 months?', kind: 'radio', options: YES_NO, show: yesNo },
        { name: 'healthConditions', label: 'Do you have a health condition you see a doctor about regularly?', kind: 'radio', options: YES_NO, show: yesNo },
        { name: 'hazardousActivities', label: 'Do you take part in hazardous activities, such as diving or motor racing?', kind: 'radio', options: YES_NO, show: yesNo },
      ],
    }],
    outcomes: {
      approved: 'Your cover has started. You’ll find your policy in My insurance.',
      referred: 'Thanks — our insurance team will look at your application and call you within two working days.',
      declined: 'Sorry, we can’t offer you cover right now.',
    },
  };
}
