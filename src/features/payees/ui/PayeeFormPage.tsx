import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useRoute } from 'wouter';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { ErrorSummary } from '../../../design-system/ErrorSummary';
import { Loader } from '../../../design-system/Loader';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { PAYEES_TOKENS } from '../tokens';
import { ConfirmationPanel } from './ConfirmationPanel';
import { PayeeFields } from './PayeeFields';
import { RestrictedAlert } from './RestrictedAlert';
import './PayeesPage.css';
import { ButtonLink } from '../../../design-system/ButtonLink';

/** /online/payees/new and /online/payees/:id/edit: add or edit a domestic payee. */
const PayeeFormPage = observer(function PayeeFormPage() {
  const payees = useService(PAYEES_TOKENS.PayeesStore);
  const form = useService(PAYEES_TOKENS.PayeeFormStore);
  const [editing, params] = useRoute<{ id: string }>('/online/payees/:id/edit');
  const id = editing ? params.id : null;
  useEffect(() => {
    // Start at once (the list may be loaded already); an edit whose payee arrives with the
    // reload starts then. Never again afterwards: that would wipe what the customer typed.
    let current = true;
    if (!id || payees.payee(id)) form.start(id);
    void payees.load().then(() => { if (current && id && form.editingId !== id) form.start(id); });
    return () => { current = false; };
  }, [payees, form, id]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const title = id ? 'Edit payee' : 'Add a payee';
  const ready = payees.state === 'loaded' && (!id || form.editingId === id);
  return (
    <Wrapper narrow>
      <h1>{title}</h1>
      {payees.editingRestricted ? <RestrictedAlert /> : null}
      {payees.state === 'failed' ? <Alert tone="error">Sorry, we could not load your payees. Please try again later.</Alert> : null}
      {payees.state === 'idle' || payees.state === 'loading' ? <Loader label="Loading" /> : null}
      {id && payees.state === 'loaded' && !payees.payee(id) ? <Alert tone="error">We couldn&apos;t find this payee.</Alert> : null}
      {ready && !payees.editingRestricted ? (
        <Tile>
          <form className="payees-form" noValidate onSubmit={submit} aria-label={title}>
            <ErrorSummary errors={form.summary} focusKey={form.failedAttempts} />
            <PayeeFields store={form} />
            {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
            {form.check.needsAttention ? (
              <ConfirmationPanel check={form.check} busy={form.busy} onContinue={() => void form.continueAnyway()} onGoBack={form.goBack} />
            ) : (
              <div className="payees-form__actions">
                <Button type="submit" variant="primary" busy={form.busy}>{id ? 'Save payee' : 'Add payee'}</Button>
                <ButtonLink variant="secondary" href="/payees">Cancel</ButtonLink>
              </div>
            )}
            <p className="payees-form__note">For your security we&apos;ll text a code to your mobile to confirm it&apos;s you.</p>
          </form>
        </Tile>
      ) : null}
    </Wrapper>
  );
});

export default PayeeFormPage;
