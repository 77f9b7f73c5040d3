import { observer } from 'mobx-react-lite';
import type { PayeeField } from '../core/domain/Payee';
import type { PayeeFormStore } from '../stores/PayeeFormStore';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';

const Field = observer(function Field({ store, field, label, hint, optional = false, inputMode }: {
  store: PayeeFormStore; field: PayeeField; label: string; hint?: string; optional?: boolean; inputMode?: 'numeric';
}) {
  const problem = store.visibleProblems[field];
  return (
    <FormField label={label} hint={hint} optional={optional} error={Boolean(problem)} errorMessage={problem}>
      {(control) => (
        <TextInput {...control} name={field} value={store.fields[field]} inputMode={inputMode} autoComplete="off"
          disabled={store.check.confirmation !== null} onChange={(event) => store.set(field, event.target.value)} />
      )}
    </FormField>
  );
});

/** The payee's name, account number and default statement details. */
export const PayeeFields = observer(function PayeeFields({ store }: { store: PayeeFormStore }) {
  return (
    <>
      <Field store={store} field="name" label="Payee name" hint="Up to 20 characters, as you'd like to see it." />
      <Field store={store} field="accountNumber" label="Account number" hint="For example 12-3456-0123456-00" inputMode="numeric" />
      <fieldset className="payees-form__statement">
        <legend>Details on their statement</legend>
        <p className="payees-form__hint">What they see on their bank statement: up to 12 letters, numbers or spaces each.</p>
        <div className="payees-form__row">
          <Field store={store} field="particulars" label="Particulars" optional />
          <Field store={store} field="code" label="Code" optional />
          <Field store={store} field="reference" label="Reference" optional />
        </div>
      </fieldset>
    </>
  );
});
