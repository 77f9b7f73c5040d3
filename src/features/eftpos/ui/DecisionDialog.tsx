import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../../contract/rules/Money';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import { DECLINE_REASONS } from '../core/domain/PaymentRequest';
import { OTHER_REASON, type DecisionForm } from '../stores/DecisionForm';
import type { EftposStore } from '../stores/EftposStore';

const AccountChoice = observer(function AccountChoice({ form, store }: { form: DecisionForm; store: EftposStore }) {
  return (
    <FormField label="Pay from" error={form.visibleProblem !== null} errorMessage={form.visibleProblem}>
      {(control) => (
        <select {...control} className="eftpos__select" value={form.accountId} onChange={(e) => form.setAccount(e.currentTarget.value)}>
          {(store.overview?.accounts ?? []).map((a) => (
            <option key={a.id} value={a.id}>{`${a.name}, ${formatMoney(a.available)} available`}</option>
          ))}
        </select>
      )}
    </FormField>
  );
});

const ReasonChoice = observer(function ReasonChoice({ form }: { form: DecisionForm }) {
  return (
    <fieldset className="eftpos__reasons">
      <legend>Why are you declining it?</legend>
      {[...DECLINE_REASONS, OTHER_REASON].map((choice) => (
        <label key={choice} className="eftpos__reason">
          <input type="radio" name="decline-reason" value={choice} checked={form.choice === choice} onChange={() => form.choose(choice)} />
          {choice === OTHER_REASON ? 'Another reason' : choice}
        </label>
      ))}
      {form.choice === OTHER_REASON ? (
        <FormField label="Your reason" error={form.visibleProblem !== null} errorMessage={form.visibleProblem}>
          {(control) => <TextInput {...control} maxLength={200} value={form.otherReason} onChange={(e) => form.setOtherReason(e.currentTarget.value)} />}
        </FormField>
      ) : null}
    </fieldset>
  );
});

/** Approve (choose the account; an SMS code follows) or decline (give a reason) one payment request. */
export const DecisionDialog = observer(function DecisionDialog({ store }: { store: EftposStore }) {
  const form = store.form;
  const approving = form?.action === 'approve';
  return (
    <Dialog open={form !== null} title={approving ? 'Approve payment' : 'Decline payment'} onDismiss={store.cancel}
      actions={form ? (
        <>
          <Button onClick={store.cancel}>Cancel</Button>
          <Button variant={approving ? 'primary' : 'danger'} busy={store.submitting} onClick={() => void store.submit()}>
            {approving ? 'Approve payment' : 'Decline payment'}
          </Button>
        </>
      ) : null}>
      {form ? (
        <>
          <p className="eftpos__summary">
            <strong>{formatMoney(form.request.amount)}</strong> to <strong>{form.request.merchant}</strong>
          </p>
          {store.error ? <Alert tone="error">{store.error}</Alert> : null}
          {approving ? <AccountChoice form={form} store={store} /> : <ReasonChoice form={form} />}
          {approving ? <p className="eftpos__note">We'll text a code to your mobile to confirm it's you.</p> : null}
        </>
      ) : null}
    </Dialog>
  );
});
