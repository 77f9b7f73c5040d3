import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Alert } from '../../../design-system/Alert';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { cardLabel } from '../core/domain/Card';
import { CARD_MESSAGES } from '../stores/CardsStore';
import { CARDS_TOKENS } from '../tokens';
import { CardTile } from './CardTile';
import { ReportCardDialog } from './ReportCardDialog';
import { ActivateCardDialog } from './ActivateCardDialog';
import './ManageCardsPage.css';

/** Settings › Manage cards (/manage-cards, /settings/manage-cards). */
const ManageCardsPage = observer(function ManageCardsPage() {
  usePageTitle('Manage cards');
  const store = useService(CARDS_TOKENS.CardsStore);
  useEffect(() => { void store.load(); }, [store]);
  return (
    <Wrapper>
      <p className="cards__eyebrow">Settings</p>
      <h1>Manage cards</h1>
      <p className="cards__lead">Activate a new card, choose where each card works, freeze a card you can't find while you look for it, or cancel it if it's lost or stolen.</p>
      {store.error ? <Alert tone="error">{store.error}</Alert> : null}
      {store.replaced ? (
        <Alert tone="success" title="Your card has been cancelled" onDismiss={store.dismissReplaced}>
          {`We've cancelled your ${cardLabel(store.replaced.cancelled)} and ordered a replacement. It will arrive within 5 working days: activate it here when it does.`}
        </Alert>
      ) : null}
      {store.activatedCard ? (
        <Alert tone="success" title="Your card is active" onDismiss={store.dismissActivated}>
          {`Your ${cardLabel(store.activatedCard)} is ready to use.`}
        </Alert>
      ) : null}
      {store.cards ? (
        store.cards.length > 0 ? (
          <ul className="cards">{store.cards.map((card) => <CardTile key={card.id} card={card} store={store} />)}</ul>
        ) : <p>You have no cards.</p>
      ) : store.loadFailed ? (
        <Alert tone="error" title="Sorry, an error has occurred.">{CARD_MESSAGES.loadFailed}</Alert>
      ) : <Loader />}
      <ReportCardDialog store={store} />
      <ActivateCardDialog store={store} />
    </Wrapper>
  );
});

export default ManageCardsPage;
