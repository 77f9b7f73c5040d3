import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { formatMoney } from '../../../../contract/rules/Money';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import type { PaymentField } from '../stores/PaymentForm';
import type { PayStore } from '../stores/PayStore';
import { ConfirmationPanel } from '../../payees/ui';

/**
 * The pay form: from, to (a one-off account), amount, statement details, now or later. A
 * one-off account's Confirmation of Payee answer takes the place of the button until the
 * customer continues or goes back. `busy`: the review is on its way (the page renders it next).
 */
export const PaymentFormView = observer(function PaymentFormView({ store, busy = false }: { store: PayStore; busy?: boolean }) {
  const { form } = store;
  const submit = (event: FormEvent) => { event.preventDefault(); void store.review(); };
  const text = (field: PaymentField, label: string, extra: { optional?: boolean; hint?: string; inputMode?: 'decimal' } = {}) => (
    <FormField label={label} optional={extra.optional} hint={extra.hint} error={Boolean(form.errors[field])} errorMessage={form.errors[field]}>
      {(control) => <TextInput {...control} inputMode={extra.inputMode} value={form[field]} onChange={(e) => form.set(field, e.target.value)} />}
    </FormField>
  );
  return (
    <form className="pay-form" onSubmit={submit} noValidate aria-label="Make a payment">
      <FormField label="From account" error={Boolean(form.errors.fromAccountId)} errorMessage={form.errors.fromAccountId}>
        {(control) => (
          <select {...control} className="ds-input" value={form.fromAccountId} onChange={(e) => form.set('fromAccountId', e.target.value)}>
            {store.accounts.map((a) => <option key={a.id} value={a.id}>{`${a.name} ${a.accountNumber} (${formatMoney(a.available)} available)`}</option>)}
          </select>
        )}
      </FormField>
      <fieldset className="pay-form__group">
        <legend>Who are you paying?</legend>
        {store.payees.length ? (
          <div className="pay-form__when">
            <label><input type="radio" name="to" checked={form.to === 'saved'} onChange={() => form.setTo('saved')} /> A saved payee</label>
            <label><input type="radio" name="to" checked={form.to === 'new'} onChange={() => form.setTo('new')} /> Someone new</label>
          </div>
        ) : null}
        {form.to === 'saved' ? (
          <FormField label="Payee" error={Boolean(form.errors.payeeId)} errorMessage={form.errors.payeeId}>
            {(control) => (
              <select {...control} className="ds-input" value={form.payeeId} onChange={(e) => form.choosePayee(store.payees.find((p) => p.id === e.target.value))}>
                <option value="">Choose a payee</option>
                {store.payees.map((p) => <option key={p.id} value={p.id}>{`${p.name} ${p.accountNumber}`}</option>)}
              </select>
            )}
          </FormField>
        ) : (
          <>
            {text('payeeName', 'Payee name', { hint: 'Up to 20 characters, as their bank will show it' })}
            {text('accountNumber', 'Account number', { hint: 'Bank, branch, account and suffix, like 12-3456-0123456-00' })}
          </>
        )}
      </fieldset>
      {text('amount', 'Amount ($)', { inputMode: 'decimal' })}
      <fieldset className="pay-form__group">
        <legend>What appears on their statement</legend>
        <div className="pay-form__details">
          {text('particulars', 'Particulars', { optional: true })}
          {text('code', 'Code', { optional: true })}
          {text('reference', 'Reference', { optional: true })}
        </div>
      </fieldset>
      <fieldset className="pay-form__group">
        <legend>When</legend>
        <div className="pay-form__when">
          <label><input type="radio" name="when" checked={form.when === 'now'} onChange={() => form.setWhen('now')} /> Pay now</label>
          <label><input type="radio" name="when" checked={form.when === 'later'} onChange={() => form.setWhen('later')} /> On a later date</label>
        </div>
        {form.when === 'later' ? (
          <FormField label="Payment date" error={Boolean(form.errors.date)} errorMessage={form.errors.date}>
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
