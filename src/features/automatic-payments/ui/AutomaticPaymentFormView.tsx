import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FREQUENCIES, FREQUENCY_LABELS } from '../../../../contract/rules/PaymentSchedule';
import type { AutomaticPaymentFormStore } from '../stores/AutomaticPaymentFormStore';
import type { FormField } from '../stores/AutomaticPaymentForm';
import type { PayingAccount } from '../core/domain/AutomaticPayment';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { FormField as Field } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';

const Text = observer(function Text({ form, field, label, hint, optional, type = 'text', inputMode, min }: {
  form: AutomaticPaymentFormStore; field: FormField; label: string; hint?: string; optional?: boolean;
  type?: string; inputMode?: 'decimal' | 'numeric'; min?: string;
}) {
  const problem = form.visibleProblems[field];
  return (
    <Field label={label} hint={hint} optional={optional} error={Boolean(problem)} errorMessage={problem}>
      {(control) => <TextInput {...control} type={type} name={field} inputMode={inputMode} min={min} autoComplete="off"
        value={form.fields[field]} onChange={(e) => form.set(field, e.target.value)} />}
    </Field>
  );
});

const Choice = observer(function Choice({ form, field, label, options }: {
  form: AutomaticPaymentFormStore; field: FormField; label: string; options: Array<[string, string]>;
}) {
  const problem = form.visibleProblems[field];
  return (
    <Field label={label} error={Boolean(problem)} errorMessage={problem}>
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
      <Choice form={form} field="fromAccountId" label="Pay from" options={accounts.map((a) => [a.id, `${a.name} ${a.accountNumber}`])} />
      <Text form={form} field="payeeName" label="Payee name" hint="Up to 20 characters" />
      <Text form={form} field="toAccountNumber" label="Account number to pay" hint="For example 12-3456-0123456-00" inputMode="numeric" />
      <div className="automatic-payment-form__row">
        <Text form={form} field="amount" label="Amount ($)" inputMode="decimal" hint="For example 25.50" />
        <Choice form={form} field="frequency" label="How often" options={FREQUENCIES.map((f) => [f, FREQUENCY_LABELS[f]])} />
        <Text form={form} field="nextDate" label="Next payment date" type="date" min={form.earliestDate} />
      </div>
      <div className="automatic-payment-form__row">
        <Text form={form} field="particulars" label="Particulars" optional />
        <Text form={form} field="code" label="Code" optional />
        <Text form={form} field="reference" label="Reference" optional />
      </div>
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      <div className="automatic-payment-form__actions">
        <Button type="submit" variant="primary" busy={form.busy}>{form.editingId ? 'Save changes' : 'Set up payment'}</Button>
        <Button variant="secondary" onClick={form.close}>Cancel</Button>
      </div>
    </form>
  );
});
