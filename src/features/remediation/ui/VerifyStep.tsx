import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { DateField } from '../../../design-system/DateField';
import { Tile } from '../../../design-system/Tile';
import { RichContent } from '../../../platform/ui/content/RichContent';
import type { RefundStore } from '../stores/RefundStore';

/** Step 1: the customer proves it is them with their date of birth. */
export const VerifyStep = observer(function VerifyStep({ store, html }: { store: RefundStore; html: string }) {
  const error = store.verifyErrors.dateOfBirth;
  const submit = (event: FormEvent) => { event.preventDefault(); void store.verify(); };
  return (
    <Tile className="refund__step">
      <h2>Step 1 of 2: Check it's you</h2>
      <RichContent html={html} />
      {store.failureText ? <Alert tone="error" title={store.failureText.title}>{store.failureText.message}</Alert> : null}
      <form onSubmit={submit} noValidate aria-label="Check it's you">
        <DateField label="Date of birth" example="05/04/1981" autoComplete="bday" value={store.dateOfBirth} onChange={store.setDateOfBirth} error={error} />
        <Button type="submit" variant="primary" busy={store.busy} disabled={store.busy}>Continue</Button>
      </form>
    </Tile>
  );
});
