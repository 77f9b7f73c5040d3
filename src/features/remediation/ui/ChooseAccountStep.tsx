import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { formatMoney } from '../../../../contract/rules/Money';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import { Tile } from '../../../design-system/Tile';
import { RichContent } from '../../../platform/ui/content/RichContent';
import type { RefundStore } from '../stores/RefundStore';

/** Step 2: where the refund goes, one of the customer's accounts or another NZ account. */
export const ChooseAccountStep = observer(function ChooseAccountStep({ store, html }: { store: RefundStore; html: string }) {
  const errors = store.destinationErrors;
  const refund = store.refundCase;
  const submit = (event: FormEvent) => { event.preventDefault(); void store.submit(); };
  if (!refund) return null;
  return (
    <Tile className="refund__step">
      <h2>Step 2 of 2: Choose an account</h2>
      <p className="refund__amount">Your refund: <strong>{formatMoney(refund.refundCents)}</strong> <span>(reference {refund.caseReference})</span></p>
      <RichContent html={html} />
      {store.failureText ? <Alert tone="error" title={store.failureText.title}>{store.failureText.message}</Alert> : null}
      <form onSubmit={submit} noValidate aria-label="Choose an account">
        <fieldset className="refund__choices" aria-invalid={errors.choice ? true : undefined} aria-describedby={errors.choice ? 'refund-choice-error' : undefined}>
          <legend>Pay my refund into</legend>
          {refund.accounts.map((account) => (
            <label key={account.id} className="refund__choice">
              <input type="radio" name="refund-account" value={account.id} checked={store.choice === account.id} onChange={() => store.setChoice(account.id)} />
              <span><strong>{account.name}</strong> <span className="refund__number">{account.accountNumber}</span></span>
            </label>
          ))}
          <label className="refund__choice">
            <input type="radio" name="refund-account" value="other" checked={store.choice === 'other'} onChange={() => store.setChoice('other')} />
            <span><strong>Another New Zealand bank account</strong></span>
          </label>
          {errors.choice ? <p id="refund-choice-error" className="ds-field__error">{errors.choice}</p> : null}
        </fieldset>
        {store.choice === 'other' ? (
          <div className="refund__other">
            <FormField label="Account number" hint="e.g. 12-3456-0123456-00" error={Boolean(errors.accountNumber)} errorMessage={errors.accountNumber}>
              {(control) => <TextInput {...control} inputMode="numeric" autoComplete="off" value={store.accountNumber} onChange={(e) => store.setAccountNumber(e.target.value)} />}
            </FormField>
            <FormField label="Name on the account" error={Boolean(errors.accountName)} errorMessage={errors.accountName}>
              {(control) => <TextInput {...control} autoComplete="name" value={store.accountName} onChange={(e) => store.setAccountName(e.target.value)} />}
            </FormField>
          </div>
        ) : null}
        <Button type="submit" variant="primary" busy={store.busy} disabled={store.busy}>Request my refund</Button>
      </form>
    </Tile>
  );
});
