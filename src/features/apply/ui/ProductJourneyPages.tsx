import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { Tile } from '../../../design-system/Tile';
import { useService } from '../../../platform/ui/ServiceProvider';
import type { OwnAccount } from '../core/domain/ProductContext';
import { CARD_LIMIT_CHANGE } from '../stores/journeys/cardLimitChange';
import { homeLoanTopUpJourney } from '../stores/journeys/homeLoanTopUp';
import { insuranceJourney } from '../stores/journeys/insurance';
import { overdraftJourney } from '../stores/journeys/overdraft';
import { APPLY_TOKENS } from '../tokens';
import { ApplicationPage } from './journey/ApplicationPage';
import { ContextJourneyPage } from './journey/ContextJourneyPage';

const noneOf = (product: string, words: string) => (accounts: readonly OwnAccount[]) =>
  (accounts.some((a) => a.product === product) ? null : words);

/** /apply/open-a/insurance/*: the insurance bundle's products, cover, health, the bank's quote (login required). */
export const InsurancePage = observer(function InsurancePage() {
  const context = useService(APPLY_TOKENS.ProductContextStore);
  return <ContextJourneyPage title="Apply for insurance" data={context.insurance} load={context.loadInsurance} build={insuranceJourney} />;
});

/** /apply/open-a/overdraft/*: an arranged overdraft on one of the customer's everyday accounts. */
export const OverdraftPage = observer(function OverdraftPage() {
  const context = useService(APPLY_TOKENS.ProductContextStore);
  return (
    <ContextJourneyPage title="Apply for an overdraft" data={context.accounts} load={context.loadAccounts} build={overdraftJourney}
      empty={noneOf('everyday', 'An overdraft goes on an everyday account, and you don’t have one yet. Open one from Open & Apply.')} />
  );
});

/** /apply/open-a/home-loan-top-up/*: more on an existing home loan, with the borrowing calculator's check. */
export const HomeLoanTopUpPage = observer(function HomeLoanTopUpPage() {
  const context = useService(APPLY_TOKENS.ProductContextStore);
  return (
    <ContextJourneyPage title="Top up your home loan" data={context.accounts} load={context.loadAccounts} build={homeLoanTopUpJourney}
      empty={noneOf('home-loan', 'A top-up adds to a home loan you have with us, and we can’t find one. Call us to talk about a new home loan.')} />
  );
});

/** /apply/credit-card-limit/change/*: a new limit either way; the bank asks for an SMS code before deciding. */
export function CardLimitChangePage() {
  const oneWay = (
    <nav aria-label="Other ways to change your limit" className="journey__aside">
      <Tile as="div" className="journey">
        <h2>Only going one way?</h2>
        <p className="journey__next">
          <Link href="/apply/credit-card-limit/increase">Increase my limit</Link>
          <Link href="/apply/credit-card-limit/decrease">Decrease my limit</Link>
        </p>
      </Tile>
    </nav>
  );
  return <ApplicationPage journey={CARD_LIMIT_CHANGE} aside={oneWay} />;
}
