import { CREDIT_CARD } from '../stores/journeys/creditCard';
import { ApplicationPage } from './journey/ApplicationPage';

/** /apply/open-a/credit-card/*: the card application, on the same engine as the loan. */
export function CreditCardPage() {
  return <ApplicationPage journey={CREDIT_CARD} />;
}
