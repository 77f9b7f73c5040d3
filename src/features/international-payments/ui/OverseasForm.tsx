import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { formatMoney } from '../../../../contract/rules/Money';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import { decimalsOf } from '../core/domain/OverseasPayment';
import type { SendOverseasStore } from '../stores/SendOverseasStore';

/** From account and the amount in the payee's currency, then "Get a quote". */
export const OverseasForm = observer(function OverseasForm({ store }: { store: SendOverseasStore }) {
  const payee = store.payee;
  if (!payee) return null;
  const submit = (event: FormEvent) => { event.preventDefault(); void store.getQuote(); };
  const whole = decimalsOf(payee.currency) === 0;
  return (
    <form onSubmit={submit} noValidate aria-label="Send money overseas">
      <FormField name="fromAccountId" label="From account">
        {(control) => (
          <select {...control} className="ds-input" value={store.fromAccountId} onChange={(e) => store.setFromAccount(e.target.value)}>
            {store.accounts.map((a) => <option key={a.id} value={a.id}>{`${a.name} ${a.accountNumber} (${formatMoney(a.available)} available)`}</option>)}
          </select>
        )}
      </FormField>
      <FormField name="amount" label={`Amount in ${payee.currency}`} hint={`What ${payee.name} gets${whole ? ', in whole yen' : ''}`}
        error={Boolean(store.amountError)} errorMessage={store.amountError}>
        {(control) => <TextInput {...control} inputMode={whole ? 'numeric' : 'decimal'} autoComplete="off" value={store.amountText} onChange={(e) => store.setAmount(e.target.value)} />}
      </FormField>
      {store.error ? <Alert tone="error">{store.error}</Alert> : null}
      <div className="overseas-actions">
        <Button type="submit" variant="primary" size="large" busy={store.busy}>Get a quote</Button>
      </div>
    </form>
  );
});
