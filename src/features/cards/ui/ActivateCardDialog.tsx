import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import { CARD_WORDS } from '../../../../contract/rules/CardControls';
import { cardLabel } from '../core/domain/Card';
import type { CardsStore } from '../stores/CardsStore';

/**
 * Activate a new card: the last 4 digits and expiry printed on it (the page does not show them,
 * so only the card in the customer's hand can answer). The bank's refusals show here in its words.
 */
export const ActivateCardDialog = observer(function ActivateCardDialog({ store }: { store: CardsStore }) {
  const formId = useId();
  const card = store.activating;
  const locked = card?.activationLocked === true || store.activationError === CARD_WORDS.activationLocked;
  return (
    <Dialog open={card !== null} title="Activate your new card" onDismiss={store.cancelActivation}
      actions={(
        <>
          <Button onClick={store.cancelActivation}>{locked ? 'Close' : 'Cancel'}</Button>
          {locked ? null : <Button variant="primary" type="submit" form={formId} busy={store.activatingBusy}>Activate card</Button>}
        </>
      )}>
      {store.activationError ? <Alert tone="error">{store.activationError}</Alert> : null}
      <form id={formId} noValidate onSubmit={(event) => { event.preventDefault(); void store.submitActivation(); }}>
        <p>{`Type these from the front of your ${card ? cardLabel(card) : 'card'}.`}</p>
        <FormField label="Last 4 digits of the card number" name="last4" hint="For example, 1234"
          error={Boolean(store.fieldErrors.last4)} errorMessage={store.fieldErrors.last4}>
          {(control) => (
            <TextInput {...control} inputMode="numeric" autoComplete="off" maxLength={4} className="activate-card__last4"
              value={store.last4} disabled={locked} onChange={(event) => store.setLast4(event.currentTarget.value)} />
          )}
        </FormField>
        <FormField label="Expiry date" name="expires" hint="As it is on the card, for example 08/29"
          error={Boolean(store.fieldErrors.expires)} errorMessage={store.fieldErrors.expires}>
          {(control) => (
            <TextInput {...control} inputMode="numeric" autoComplete="off" maxLength={5} className="activate-card__expiry"
              value={store.expires} disabled={locked} onChange={(event) => store.setExpires(event.currentTarget.value)} />
          )}
        </FormField>
      </form>
    </Dialog>
  );
});
