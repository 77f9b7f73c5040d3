import { observer } from 'mobx-react-lite';
import { NZ_BANK_ACCOUNT_HINT } from '../../../../contract/rules/NzBankAccountNumber';
import { PAYEE_NAME_HINT, PAYMENT_FIELD_MAX_LENGTH, PAYMENT_FIELDS_HINT } from '../../../../contract/rules/PaymentFields';
import type { PayeeField } from '../core/domain/Payee';
import type { PayeeFormStore } from '../stores/PayeeFormStore';
import { AccountNumberInput } from '../../../design-system/AccountNumberInput';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';

const Field = observer(function Field({ store, field, label, hint, optional = false, maxLength }: {
  store: PayeeFormStore; field: PayeeField; label: string; hint?: string; optional?: boolean; maxLength?: number;
}) {
  const problem = store.visibleProblems[field];
  const locked = store.check.confirmation !== null;
  return (
    <FormField name={field} label={label} hint={hint} optional={optional} error={Boolean(problem)} errorMessage={problem}>
      {(control) => (field === 'accountNumber'
        ? <AccountNumberInput {...control} name={field} value={store.fields[field]} disabled={locked} onChange={(value) => store.set(field, value)} />
        : <TextInput {...control} name={field} value={store.fields[field]} maxLength={maxLength} autoComplete="off"
          disabled={locked} onChange={(event) => store.set(field, event.target.value)} />)}
    </FormField>
  );
});

/** The payee's name, account number and default statement details, hinted as the pay form hints them. */
export const PayeeFields = observer(function PayeeFields({ store }: { store: PayeeFormStore }) {
  return (
    <>
      <Field store={store} field="name" label="Payee name" hint={PAYEE_NAME_HINT} />
      <Field store={store} field="accountNumber" label="Account number" hint={NZ_BANK_ACCOUNT_HINT} />
      <fieldset className="payees-form__statement" aria-describedby="payee-statement-hint">
        <legend>Details on their statement</legend>
        <p id="payee-statement-hint" className="payees-form__hint">{PAYMENT_FIELDS_HINT}</p>
        <div className="payees-form__row">
          <Field store={store} field="particulars" label="Particulars" optional maxLength={PAYMENT_FIELD_MAX_LENGTH} />
          <Field store={store} field="code" label="Code" optional maxLength={PAYMENT_FIELD_MAX_LENGTH} />
          <Field store={store} field="reference" label="Reference" optional maxLength={PAYMENT_FIELD_MAX_LENGTH} />
        </div>
      </fieldset>
    </>
  );
});
