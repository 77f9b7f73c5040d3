import { observer } from 'mobx-react-lite';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { FormField } from '../../../design-system/FormField';
import { PasswordInput } from '../../../design-system/PasswordInput';
import { cardLabel } from '../core/domain/Card';
import type { CardsStore } from '../stores/CardsStore';

/** Report lost or stolen, in two steps: choose what happened, then confirm the cancellation. */
export const ReportCardDialog = observer(function ReportCardDialog({ store }: { store: CardsStore }) {
  const card = store.reporting;
  const label = card ? cardLabel(card) : '';
  const actions = store.confirming ? (
    <>
      <Button onClick={store.cancelReport}>Keep my card</Button>
      <Button variant="danger" busy={store.submitting} onClick={() => void store.confirmReport()}>Cancel and replace card</Button>
    </>
  ) : (
    <>
      <Button onClick={store.cancelReport}>Cancel</Button>
      <Button variant="primary" onClick={store.review}>Continue</Button>
    </>
  );
  return (
    <Dialog open={card !== null} title={store.confirming ? 'Cancel this card?' : 'Report a lost or stolen card'}
      tone={store.confirming ? 'warning' : undefined} onDismiss={store.cancelReport} actions={actions}>
      {store.confirming ? (
        <>
          <p>
            {`We'll cancel your ${label} straight away and it can't be used again. We'll post a replacement to your postal address; it arrives within 5 working days.`}
          </p>
          <FormField label="Current password" hint="Ordering a replacement card needs your password too"
            error={Boolean(store.reportPasswordError)} errorMessage={store.reportPasswordError ?? undefined}>
            {(control) => (
              <PasswordInput {...control} autoComplete="current-password" value={store.reportPassword}
                onChange={(e) => store.setReportPassword(e.currentTarget.value)} />
            )}
          </FormField>
        </>
      ) : (
        <fieldset className="report-card__reasons">
          <legend>What happened to your {label}?</legend>
          {(['lost', 'stolen'] as const).map((reason) => (
            <label key={reason} className="report-card__reason">
              <input type="radio" name="report-reason" value={reason} checked={store.reason === reason} onChange={() => store.chooseReason(reason)} />
              {reason === 'lost' ? 'It is lost' : 'It was stolen'}
            </label>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
});
