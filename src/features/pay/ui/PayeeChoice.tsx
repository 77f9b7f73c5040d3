import { observer } from 'mobx-react-lite';
import { AccountNumberInput } from '../../../design-system/AccountNumberInput';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import type { PayStore } from '../stores/PayStore';
import { NZ_BANK_ACCOUNT_HINT } from '../../../../contract/rules/NzBankAccountNumber';
import { PAYEE_NAME_HINT } from '../../../../contract/rules/PaymentFields';

/** "Who are you paying?": one of the saved payees, or someone new (their name and account number, hinted as Add payee hints them). */
export const PayeeChoice = observer(function PayeeChoice({ store }: { store: PayStore }) {
  const { form } = store;
  return (
    <fieldset className="pay-form__group">
      <legend>Who are you paying?</legend>
      {store.payees.length ? (
        <div className="pay-form__when">
          <label><input type="radio" name="to" checked={form.to === 'saved'} onChange={() => form.setTo('saved')} /> A saved payee</label>
          <label><input type="radio" name="to" checked={form.to === 'new'} onChange={() => form.setTo('new')} /> Someone new</label>
        </div>
      ) : null}
      {form.to === 'saved' ? (
        <FormField name="payeeId" label="Payee" error={Boolean(form.errors.payeeId)} errorMessage={form.errors.payeeId}>
          {(control) => (
            <select {...control} className="ds-input" value={form.payeeId} onChange={(e) => form.choosePayee(store.payees.find((p) => p.id === e.target.value))}>
              <option value="">Choose a payee</option>
              {store.payees.map((p) => <option key={p.id} value={p.id}>{`${p.name} ${p.accountNumber}`}</option>)}
            </select>
          )}
        </FormField>
      ) : (
        <>
          <FormField name="payeeName" label="Payee name" hint={PAYEE_NAME_HINT} error={Boolean(form.errors.payeeName)} errorMessage={form.errors.payeeName}>
            {(control) => <TextInput {...control} autoComplete="off" value={form.payeeName} onChange={(e) => form.set('payeeName', e.target.value)} />}
          </FormField>
          <FormField name="accountNumber" label="Account number" hint={NZ_BANK_ACCOUNT_HINT} error={Boolean(form.errors.accountNumber)} errorMessage={form.errors.accountNumber}>
            {(control) => <AccountNumberInput {...control} value={form.accountNumber} onChange={(value) => form.set('accountNumber', value)} />}
          </FormField>
        </>
      )}
    </fieldset>
  );
});
