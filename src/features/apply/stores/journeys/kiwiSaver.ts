import { KIWISAVER_CONTRIBUTION_RATES } from '../../../../../contract/rules/KiwiSaver';
import { KIWISAVER_FUNDS, KIWISAVER_JOIN_TYPES, PIR_RATES } from '../../../../../contract/rules/KiwiSaverApplication';
import {
  KiwiSaverContributionsForm, KiwiSaverDeclarationsForm, KiwiSaverFundForm, KiwiSaverTaxForm,
} from '../forms/KiwiSaverForms';
import { choiceLabel, type JourneySpec } from './JourneySpec';

// Every fund shows its risk indicator (1 lowest to 7 highest), as a fund update must.
const FUNDS = KIWISAVER_FUNDS.map((f) => ({ value: f.value, label: f.label, text: `Risk ${f.risk} of 7. ${f.text}` }));
const RATES = KIWISAVER_CONTRIBUTION_RATES.map((rate) => ({ value: String(rate), label: `${rate}% of my pay${rate === 3.5 ? ' (the default)' : ''}` }));
const PIRS = PIR_RATES.map((rate) => ({ value: rate, label: `${rate}%` }));

/** /apply/open-a/kiwisaver: join the scheme or move to it (login required). */
export const KIWISAVER: JourneySpec = {
  product: 'kiwisaver',
  title: 'Join Kōwhai KiwiSaver',
  basePath: '/apply/open-a/kiwisaver',
  steps: [
    {
      key: 'fund', title: 'Your fund', form: KiwiSaverFundForm,
      intro: 'You can change your fund at any time, free of charge.',
      fields: [
        { name: 'joinType', label: 'Are you joining or switching?', kind: 'radio', options: KIWISAVER_JOIN_TYPES, show: choiceLabel(KIWISAVER_JOIN_TYPES) },
        { name: 'fund', label: 'Which fund would you like?', kind: 'radio', options: FUNDS, show: choiceLabel(FUNDS) },
      ],
    },
    {
      key: 'contributions', title: 'Contributions and tax', form: KiwiSaverContributionsForm,
      fields: [
        { name: 'contributionRate', label: 'Contribution rate', kind: 'radio', options: RATES, show: choiceLabel(RATES), hint: 'Taken from your pay by your employer' },
        { name: 'pir', label: 'Prescribed investor rate (PIR)', kind: 'select', options: PIRS, show: (a) => `${a}%`, hint: 'Inland Revenue’s PIR calculator tells you yours' },
      ],
    },
    {
      key: 'ird-number', title: 'Your IRD number', form: KiwiSaverTaxForm,
      fields: [{ name: 'irdNumber', label: 'IRD number', kind: 'text', hint: '8 or 9 digits, for example 49-091-850', autoComplete: 'off' }],
    },
    {
      key: 'declarations', title: 'Declarations', form: KiwiSaverDeclarationsForm,
      fields: [
        { name: 'declareResident', label: 'I live in New Zealand and am a New Zealand citizen or entitled to live here indefinitely', kind: 'checkbox' },
        { name: 'declareTerms', label: 'I have read the product disclosure statement and the scheme’s terms', kind: 'checkbox' },
      ],
    },
  ],
  outcomes: {
    approved: 'Welcome to Kōwhai KiwiSaver. We’ll let Inland Revenue and your employer know; your first contribution usually arrives within six weeks.',
    referred: 'Thanks — we need to check a few details and will be in touch within two working days.',
    declined: 'Sorry, we can’t accept this application right now.',
  },
};
