import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { formatMoney } from '../../../../contract/rules/Money';
import { PAYMENT_FIELD_MAX_LENGTH, PAYMENT_FIELDS_HINT } from '../../../../contract/rules/PaymentFields';
import { Button } from '../../../design-system/Button';
import { ErrorSummary } from '../../../design-system/ErrorSummary';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import type { PaymentField } from '../stores/PaymentForm';
import type { PayStore } from '../stores/PayStore';
import { ConfirmationPanel } from '../../payees/ui';
import { PayeeChoice } from './PayeeChoice';
import { PAYMENT_PURPOSES, PURPOSE_LABELS, PURPOSE_QUESTION } from '../../../../contract/rules/PaymentPurpose';

type TextOptions = { optional?: boolean; inputMode?: 'decimal'; maxLength?: number };

/**
 * The pay form: from, to (a saved payee or a one-off account), amount, statement details, now
 * or later. A failed review puts the error summary first and focus on it. A one-off account's
 * Confirmation of Payee answer takes the place of the button until the customer continues or
 * goes back. `busy`: the review is on its way (the page renders it next).
 */
export const PaymentFormView = observer(function PaymentFormView({ store, busy = false }: { store: PayStore; busy?: boolean }) {
  const { form } = store;
  const submit = (event: FormEvent) => { event.preventDefault(); void store.review(); };
  const text = (field: PaymentField, label: string, { optional, inputMode, maxLength }: TextOptions = {}) => (
    <FormField name={field} label={label} optional={optional} error={Boolean(form.errors[field])} errorMessage={form.errors[field]}>
      {(control) => <TextInput {...control} inputMode={inputMode} maxLength={maxLength} autoComplete="off" value={form[field]} onChange={(e) => form.set(field, e.target.value)} />}
    </FormField>
  );
  const statement = { optional: true, maxLength: PAYMENT_FIELD_MAX_LENGTH };
  return (
    <form className="pay-form" onSubmit={submit} noValidate aria-label="Make a payment">
      <ErrorSummary errors={form.summary} focusKey={form.failedAttempts} />
      <FormField name="fromAccountId" label="From account" error={Boolean(form.errors.fromAccountId)} errorMessage={form.errors.fromAccountId}>
        {(control) => (
          <select {...control} className="ds-input" value={form.fromAccountId} onChange={(e) => form.set('fromAccountId', e.target.value)}>
            {store.accounts.map((a) => <option key={a.id} value={a.id}>{`${a.name} ${a.accountNumber} (${formatMoney(a.available)} available)`}</option>)}
          </select>
        )}
      </FormField>
      <PayeeChoice store={store} />
      {store.asksPurpose ? (
        <FormField name="purpose" label={PURPOSE_QUESTION} error={Boolean(form.errors.purpose)} errorMessage={form.errors.purpose}>
          {(control) => (
            <select {...control} className="ds-input" value={form.purpose} onChange={(e) => form.set('purpose', e.target.value)}>
              <option value="">Choose one</option>
              {PAYMENT_PURPOSES.map((p) => <option key={p} value={p}>{PURPOSE_LABELS[p]}</option>)}
            </select>
          )}
        </FormField>
      ) : null}
      {text('amount', 'Amount ($)', { inputMode: 'decimal' })}
      {store.dailyLimit ? (
        <p className="pay-form__hint" id="pay-left-today">
          {`You can pay others ${formatMoney(store.dailyLimit.leftToday)} more today (your daily limit is ${formatMoney(store.dailyLimit.limit)}).`}
        </p>
      ) : null}
      <fieldset className="pay-form__group" aria-describedby="pay-statement-hint">
        <legend>What appears on their statement</legend>
        <p id="pay-statement-hint" className="pay-form__hint">{PAYMENT_FIELDS_HINT}</p>
        <div className="pay-form__details">
          {text('particulars', 'Particulars', statement)}
          {text('code', 'Code', statement)}
          {text('reference', 'Reference', statement)}
        </div>
      </fieldset>
      <fieldset className="pay-form__group">
        <legend>When</legend>
        <div className="pay-form__when">
          <label><input type="radio" name="when" checked={form.when === 'now'} onChange={() => form.setWhen('now')} /> Pay now</label>
          <label><input type="radio" name="when" checked={form.when === 'later'} onChange={() => form.setWhen('later')} /> On a later date</label>
        </div>
        {form.when === 'later' ? (
          <FormField name="date" label="Payment date" error={Boolean(form.errors.date)} errorMessage={form.errors.date}>
            {(control) => <TextInput {...control} type="date" min={store.today} value={form.date} onChange={(e) => form.set('date', e.target.value)} />}
          </FormField>
        ) : null}
      </fieldset>
      {form.to === 'new' && store.check.needsAttention ? (
        <ConfirmationPanel check={store.check} onContinue={store.continueAnyway} onGoBack={store.goBack} />
      ) : (
        <Button type="submit" variant="primary" size="large" busy={store.checking || busy}>Review payment</Button>
      )}
    </form>
  );
});
