import { observer } from 'mobx-react-lite';
import { Alert } from '../../../design-system/Alert';
import { Switch } from '../../../design-system/Switch';
import type { Card, CardControl } from '../core/domain/Card';
import type { CardsStore } from '../stores/CardsStore';

const CONTROLS: { control: CardControl; name: string; on: string; off: string }[] = [
  { control: 'onlinePurchases', name: 'Online purchases', on: 'Websites and apps can charge this card.', off: 'Websites and apps are declined.' },
  { control: 'overseasPurchases', name: 'Overseas purchases', on: 'Shops and ATMs outside New Zealand can charge this card.', off: 'Shops and ATMs outside New Zealand are declined.' },
];

/** A card's online and overseas purchase switches, named for the card; a refusal shows under them. */
export const CardControls = observer(function CardControls({ card, label, store }: { card: Card; label: string; store: CardsStore }) {
  const problem = store.controlProblems.get(card.id);
  return (
    <fieldset className="card-tile__controls">
      <legend className="card-tile__controls-legend">{`Where your ${label} works`}</legend>
      {CONTROLS.map(({ control, name, on, off }) => (
        <Switch key={control} label={`${name}, ${label}`} checked={card[control]} disabled={store.busy.has(`${card.id}:${control}`)}
          hint={card[control] ? on : off}
          onChange={(event) => void store.setControl(card, control, event.currentTarget.checked)} />
      ))}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </fieldset>
  );
});
