import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { DateField } from '../../../design-system/DateField';
import { Tile } from '../../../design-system/Tile';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import { RichContent } from '../../../platform/ui/content/RichContent';
import type { RefundStore } from '../stores/RefundStore';

/** Step 1: the customer proves it is them with the reference on our letter and their date of birth. */
export const VerifyStep = observer(function VerifyStep({ store, html }: { store: RefundStore; html: string }) {
  const error = store.verifyErrors.dateOfBirth;
  const referenceError = store.verifyErrors.caseReference;
  const submit = (event: FormEvent) => { event.preventDefault(); void store.verify(); };
  return (
    <Tile className="refund__step">
      <h2>Step 1 of 2: Check it's you</h2>
      <RichContent html={html} />
      {store.failureText ? <Alert tone="error" title={store.failureText.title}>{store.failureText.message}</Alert> : null}
      <form onSubmit={submit} noValidate aria-label="Check it's you">
        <FormField label="Reference from our letter" hint="It is at the top of the letter we posted to you, for example CCCFA-2026-1234"
          error={Boolean(referenceError)} errorMessage={referenceError}>
          {(control) => (
            <TextInput {...control} autoComplete="off" spellCheck={false} value={store.caseReference} onChange={(e) => store.setCaseReference(e.currentTarget.value)} />
          )}
        </FormField>
        <DateField label="Date of birth" example="05/04/1981" autoComplete="bday" value={store.dateOfBirth} onChange={store.setDateOfBirth} error={error} />
        <Button type="submit" variant="primary" busy={store.busy} disabled={store.busy}>Continue</Button>
      </form>
    </Tile>
  );
});
