import { CARD_LIMIT_DECREASE, CARD_LIMIT_INCREASE } from '../stores/journeys/cardLimit';
import { ApplicationPage } from './journey/ApplicationPage';

/** /apply/credit-card-limit/increase/*: a limit increase on the application engine. */
export function CardLimitIncreasePage() {
  return <ApplicationPage journey={CARD_LIMIT_INCREASE} />;
}

/** /apply/credit-card-limit/decrease/*: a limit decrease, applied at once when approved. */
export function CardLimitDecreasePage() {
  return <ApplicationPage journey={CARD_LIMIT_DECREASE} />;
}
