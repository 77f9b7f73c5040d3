import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { NZ_BANK_ACCOUNT_HINT } from '../../../../contract/rules/NzBankAccountNumber';
import { PAYEE_NAME_HINT, PAYMENT_FIELD_MAX_LENGTH } from '../../../../contract/rules/PaymentFields';
import { FREQUENCIES, FREQUENCY_LABELS } from '../../../../contract/rules/PaymentSchedule';
import type { AutomaticPaymentFormStore } from '../stores/AutomaticPaymentFormStore';
import type { FormField } from '../stores/AutomaticPaymentForm';
import type { PayingAccount } from '../core/domain/AutomaticPayment';
import { AccountNumberInput } from '../../../design-system/AccountNumberInput';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { ErrorSummary } from '../../../design-system/ErrorSummary';
import { FormField as Field } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';

const Text = observer(function Text({ form, field, label, hint, optional, type = 'text', inputMode, min, maxLength }: {
  form: AutomaticPaymentFormStore; field: FormField; label: string; hint?: string; optional?: boolean;
  type?: string; inputMode?: 'decimal' | 'numeric'; min?: string; maxLength?: number;
}) {
  const problem = form.visibleProblems[field];
  return (
    <Field name={field} label={label} hint={hint} optional={optional} error={Boolean(problem)} errorMessage={problem}>
      {(control) => (field === 'toAccountNumber'
        ? <AccountNumberInput {...control} name={field} value={form.fields[field]} onChange={(value) => form.set(field, value)} />
        : <TextInput {...control} type={type} name={field} inputMode={inputMode} min={min} maxLength={maxLength} autoComplete="off"
          value={form.fields[field]} onChange={(e) => form.set(field, e.target.value)} />)}
    </Field>
  );
});

const Choice = observer(function Choice({ form, field, label, options }: {
  form: AutomaticPaymentFormStore; field: FormField; label: string; options: Array<[string, string]>;
}) {
  const problem = form.visibleProblems[field];
  return (
    <Field name={field} label={label} error={Boolean(problem)} errorMessage={problem}>
      {(control) => (
        <select {...control} name={field} className="ds-input" value={form.fields[field]} onChange={(e) => form.set(field, e.target.value)}>
          {options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
        </select>
      )}
    </Field>
  );
});

/** Set up or change an automatic payment: from, to, amount, how often, and the next date. */
export const AutomaticPaymentFormView = observer(function AutomaticPaymentFormView({ form, accounts }: {
  form: AutomaticPaymentFormStore; accounts: PayingAccount[];
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const title = form.editingId ? 'Change automatic payment' : 'Set up an automatic payment';
  return (
    <form className="automatic-payment-form" noValidate onSubmit={submit} aria-label={title}>
      <ErrorSummary errors={form.summary} focusKey={form.failedAttempts} />
      <Choice form={form} field="fromAccountId" label="Pay from" options={accounts.map((a) => [a.id, `${a.name} ${a.accountNumber}`])} />
      <Text form={form} field="payeeName" label="Payee name" hint={PAYEE_NAME_HINT} />
      <Text form={form} field="toAccountNumber" label="Account number to pay" hint={NZ_BANK_ACCOUNT_HINT} />
      <div className="automatic-payment-form__row">
        <Text form={form} field="amount" label="Amount ($)" inputMode="decimal" hint="For example 25.50" />
        <Choice form={form} field="frequency" label="How often" options={FREQUENCIES.map((f) => [f, FREQUENCY_LABELS[f]])} />
        <Text form={form} field="nextDate" label="Next payment date" type="date" min={form.earliestDate} />
      </div>
      <div className="automatic-payment-form__row">
        <Text form={form} field="particulars" label="Particulars" optional maxLength={PAYMENT_FIELD_MAX_LENGTH} />
        <Text form={form} field="code" label="Code" optional maxLength={PAYMENT_FIELD_MAX_LENGTH} />
        <Text form={form} field="reference" label="Reference" optional maxLength={PAYMENT_FIELD_MAX_LENGTH} />
      </div>
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      <div className="automatic-payment-form__actions">
        <Button type="submit" variant="primary" busy={form.busy}>{form.editingId ? 'Save changes' : 'Set up payment'}</Button>
        <Button variant="secondary" onClick={form.close}>Cancel</Button>
      </div>
    </form>
  );
});
