import { PERSONAL_LOAN } from '../stores/journeys/personalLoan';
import { ApplicationPage } from './journey/ApplicationPage';

/** /apply/open-a/personal-loan/*: anyone may start; a login comes before the submit. */
export function PersonalLoanPage() {
  return <ApplicationPage journey={PERSONAL_LOAN} />;
}
