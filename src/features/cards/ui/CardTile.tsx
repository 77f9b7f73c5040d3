import { observer } from 'mobx-react-lite';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Switch } from '../../../design-system/Switch';
import { Tile } from '../../../design-system/Tile';
import { CARD_WORDS } from '../../../../contract/rules/CardControls';
import { cardLabel, cardStatusText, isFrozen, type Card } from '../core/domain/Card';
import type { CardsStore } from '../stores/CardsStore';
import { CardControls } from './CardControls';

/** One card: what it is, activation when it is new, its freeze and purchase switches, and the way to report it. */
export const CardTile = observer(function CardTile({ card, store }: { card: Card; store: CardsStore }) {
  const label = cardLabel(card);
  const headingId = `card-${card.id}-heading`;
  const frozen = isFrozen(card);
  return (
    <Tile as="li" className={`card-tile${frozen ? ' card-tile--frozen' : ''}${card.activated ? '' : ' card-tile--new'}`} aria-labelledby={headingId}>
      <div className="card-tile__face" aria-hidden="true">
        <span className="card-tile__brand">Kōwhai</span>
        <span className="card-tile__number">{card.last4 ? `•••• ${card.last4}` : 'New card'}</span>
        <span className="card-tile__kind">{card.kind === 'credit' ? 'Credit' : 'Debit'}</span>
      </div>
      <div className="card-tile__body">
        <h2 id={headingId} className="card-tile__title">{label}</h2>
        <dl className="card-tile__facts">
          <div><dt>Account</dt><dd>{card.accountName}</dd></div>
          <div><dt>Expires</dt><dd>{card.expires ?? 'On the card'}</dd></div>
          <div><dt>Status</dt><dd className="card-tile__status">{cardStatusText(card)}</dd></div>
        </dl>
        {card.activated ? null : card.activationLocked ? (
          <Alert tone="warning">{CARD_WORDS.activationLocked}</Alert>
        ) : (
          <div className="card-tile__activate">
            <p>This card is on its way. It works once you activate it.</p>
            <Button variant="primary" onClick={() => store.startActivation(card)} aria-label={`Activate card (${label})`}>Activate card</Button>
          </div>
        )}
        <Switch label={`Freeze ${label}`} checked={frozen} disabled={store.busy.has(card.id)}
          hint={frozen ? 'Payments with this card are declined until you unfreeze it.' : 'Declines new payments with this card until you unfreeze it.'}
          onChange={(event) => void store.setFrozen(card.id, event.currentTarget.checked)} />
        <CardControls card={card} label={label} store={store} />
        <Button variant="link" className="card-tile__report" onClick={() => store.startReport(card)}>
          Report {label} lost or stolen
        </Button>
      </div>
    </Tile>
  );
});
