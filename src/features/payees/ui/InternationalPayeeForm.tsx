import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { InternationalPayeeInput } from '../core/domain/InternationalPayee';
import type { InternationalPayeesStore } from '../stores/InternationalPayeesStore';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { ErrorSummary } from '../../../design-system/ErrorSummary';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import { COUNTRIES, CURRENCIES } from './countries';

type Field = keyof InternationalPayeeInput;

const Text = observer(function Text({ store, field, label, hint }: { store: InternationalPayeesStore; field: Field; label: string; hint?: string }) {
  const problem = store.problemOf(field);
  return (
    <FormField name={field} label={label} hint={hint} error={Boolean(problem)} errorMessage={problem}>
      {(control) => <TextInput {...control} name={field} autoComplete="off" value={store.fields[field]} onChange={(e) => store.set(field, e.target.value)} />}
    </FormField>
  );
});

const Choice = observer(function Choice({ store, field, label, options }: { store: InternationalPayeesStore; field: Field; label: string; options: Array<[string, string]> }) {
  const problem = store.problemOf(field);
  return (
    <FormField name={field} label={label} error={Boolean(problem)} errorMessage={problem}>
      {(control) => (
        <select {...control} name={field} className="ds-input payees-form__select" value={store.fields[field]} onChange={(e) => store.set(field, e.target.value)}>
          <option value="">Choose…</option>
          {options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
        </select>
      )}
    </FormField>
  );
});

/** Adding an international payee: IBAN where the country uses one, otherwise account number and bank code. */
export const InternationalPayeeForm = observer(function InternationalPayeeForm({ store }: { store: InternationalPayeesStore }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <form className="payees-form" noValidate onSubmit={submit} aria-label="Add an international payee">
      <ErrorSummary errors={store.summary} focusKey={store.failedAttempts} />
      <Text store={store} field="name" label="Payee name" />
      <Text store={store} field="address" label="Payee's address" hint="Street, town or city, and postcode" />
      <Choice store={store} field="country" label="Country of their bank" options={COUNTRIES.map((c) => [c.code, c.name])} />
      {store.usesIban ? <Text store={store} field="iban" label="IBAN" hint="For example GB33 BUKB 2020 1555 5555 55" /> : (
        <>
          <Text store={store} field="accountNumber" label="Account number" />
          <Text store={store} field="bankCode" label="Bank code" hint="For example a BSB (Australia) or routing number (United States)" />
        </>
      )}
      <Text store={store} field="swiftBic" label="SWIFT/BIC code" hint="8 or 11 letters and numbers, for example BUKBGB22" />
      <Choice store={store} field="currency" label="Currency to send" options={CURRENCIES.map((c) => [c, c])} />
      {store.failure ? <Alert tone="error">{store.failure}</Alert> : null}
      <div className="payees-form__actions">
        <Button type="submit" variant="primary" busy={store.busy}>Add payee</Button>
        <Button variant="secondary" onClick={store.cancelAdding}>Cancel</Button>
      </div>
    </form>
  );
});
