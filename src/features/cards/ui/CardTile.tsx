import { observer } from 'mobx-react-lite';
import { Button } from '../../../design-system/Button';
import { Switch } from '../../../design-system/Switch';
import { Tile } from '../../../design-system/Tile';
import { cardLabel, isFrozen, type Card } from '../core/domain/Card';
import type { CardsStore } from '../stores/CardsStore';

/** One card: what it is, its freeze switch, and the way to report it lost or stolen. */
export const CardTile = observer(function CardTile({ card, store }: { card: Card; store: CardsStore }) {
  const label = cardLabel(card);
  const headingId = `card-${card.id}-heading`;
  const frozen = isFrozen(card);
  return (
    <Tile as="li" className={`card-tile${frozen ? ' card-tile--frozen' : ''}`} aria-labelledby={headingId}>
      <div className="card-tile__face" aria-hidden="true">
        <span className="card-tile__brand">Kōwhai</span>
        <span className="card-tile__number">•••• {card.last4}</span>
        <span className="card-tile__kind">{card.kind === 'credit' ? 'Credit' : 'Debit'}</span>
      </div>
      <div className="card-tile__body">
        <h2 id={headingId} className="card-tile__title">{label}</h2>
        <dl className="card-tile__facts">
          <div><dt>Account</dt><dd>{card.accountName}</dd></div>
          <div><dt>Expires</dt><dd>{card.expires}</dd></div>
          <div><dt>Status</dt><dd className="card-tile__status">{frozen ? 'Frozen' : 'Active'}</dd></div>
        </dl>
        <Switch label={`Freeze ${label}`} checked={frozen} disabled={store.busy.has(card.id)}
          hint={frozen ? 'Payments with this card are declined until you unfreeze it.' : 'Declines new payments with this card until you unfreeze it.'}
          onChange={(event) => void store.setFrozen(card.id, event.currentTarget.checked)} />
        <Button variant="link" className="card-tile__report" onClick={() => store.startReport(card)}>
          Report {label} lost or stolen
        </Button>
      </div>
    </Tile>
  );
});
