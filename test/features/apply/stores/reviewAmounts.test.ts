import { CARD_LIMIT_DECREASE, CARD_LIMIT_INCREASE } from '../../../../src/features/apply/stores/journeys/cardLimit';
import { CARD_LIMIT_CHANGE } from '../../../../src/features/apply/stores/journeys/cardLimitChange';
import { CREDIT_CARD } from '../../../../src/features/apply/stores/journeys/creditCard';
import { homeLoanTopUpJourney } from '../../../../src/features/apply/stores/journeys/homeLoanTopUp';
import { insuranceJourney } from '../../../../src/features/apply/stores/journeys/insurance';
import { KIWISAVER } from '../../../../src/features/apply/stores/journeys/kiwiSaver';
import { overdraftJourney } from '../../../../src/features/apply/stores/journeys/overdraft';
import { PERSONAL_LOAN } from '../../../../src/features/apply/stores/journeys/personalLoan';
import type { JourneySpec } from '../../../../src/features/apply/stores/journeys/JourneySpec';
import { FAKE_ACCOUNTS, FAKE_INSURANCE } from '../fakes/FakeOpenApplyCatalogue';

// Every journey the review renders; a money question on any of them reads through the one money formatter.
const JOURNEYS: readonly JourneySpec[] = [
  PERSONAL_LOAN, CREDIT_CARD, CARD_LIMIT_INCREASE, CARD_LIMIT_DECREASE, CARD_LIMIT_CHANGE, KIWISAVER,
  overdraftJourney(FAKE_ACCOUNTS), homeLoanTopUpJourney(FAKE_ACCOUNTS), insuranceJourney(FAKE_INSURANCE),
];

const moneyFields = (journey: JourneySpec) => journey.steps.flatMap((step) => step.fields).filter((field) => field.kind === 'money');

describe.each(JOURNEYS.filter((journey) => moneyFields(journey).length > 0).map((journey) => [journey.title, journey] as const))('the review of "%s"', (_title, journey) => {
  it.each(moneyFields(journey).map((field) => [field.label, field] as const))('shows "%s" with thousands separators, never the raw digits', (_label, field) => {
    expect(field.show).toBeDefined();
    const show = field.show ?? ((answer: string) => answer);
    expect(show('15000')).toBe('$15,000');
    expect(show('8000')).toBe('$8,000');
    expect(show(' $12,500 ')).toBe('$12,500');
    expect(show('99.5')).toBe('$99.50');
    expect(show('1234.56')).toBe('$1,234.56');
  });
});

it('shows an answer that is not an amount as typed (the step refuses it before the review)', () => {
  const [field] = moneyFields(PERSONAL_LOAN);
  expect(field?.show?.('lots')).toBe('lots');
});
