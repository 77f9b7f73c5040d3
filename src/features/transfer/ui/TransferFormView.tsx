import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { hasAvailableBalance } from '../../../../contract/rules/AccountAvailability';
import { CASH_ADVANCE_WARNING } from '../../../../contract/rules/CashAdvance';
import { formatMoney } from '../../../../contract/rules/Money';
import { PAYMENT_FIELD_MAX_LENGTH } from '../../../../contract/rules/PaymentFields';
import { TERM_DEPOSIT_TOP_UP_MIN_CENTS, TERM_DEPOSIT_TOP_UP_TERMS } from '../../../../contract/rules/TermDepositTopUp';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { ErrorSummary } from '../../../design-system/ErrorSummary';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import type { TransferAccount } from '../core/domain/Transfer';
import type { TransferStore } from '../stores/TransferStore';

// A term deposit or loan has nothing available to spend (AccountAvailability): name it without a figure.
const option = (a: TransferAccount) => <option key={a.id} value={a.id}>{hasAvailableBalance(a.product)
  ? `${a.name} ${a.accountNumber} (${formatMoney(a.available)} available)` : `${a.name} ${a.accountNumber}`}</option>;

/** The warning a customer must read before a transfer out of their credit card goes to review. */
export const CashAdvanceWarning = () => <Alert tone="warning" title={CASH_ADVANCE_WARNING.title}><p>{CASH_ADVANCE_WARNING.body}</p></Alert>;

/** The transfer form: from, to, amount, reference; the error summary first after a failed review. */
export const TransferFormView = observer(function TransferFormView({ store, title }: { store: TransferStore; title: string }) {
  const { choices, form } = store;
  const { values, errors } = form;
  const topUp = store.mode === 'top-up';
  const submit = (event: FormEvent) => { event.preventDefault(); store.review(); };
  const select = (field: 'fromAccountId' | 'toAccountId', label: string, accounts: TransferAccount[]) => (
    <FormField name={field} label={label} error={Boolean(errors[field])} errorMessage={errors[field]}>
      {(control) => <select {...control} className="ds-input" value={values[field]} onChange={(e) => form.set(field, e.target.value)}>{accounts.map(option)}</select>}
    </FormField>
  );
  return (
    <form className="transfer-card" onSubmit={submit} noValidate aria-labelledby="transfer-heading">
      <h1 id="transfer-heading">{title}</h1>
      {topUp ? <p className="transfer-card__intro">{TERM_DEPOSIT_TOP_UP_TERMS} A top-up is at least {formatMoney(TERM_DEPOSIT_TOP_UP_MIN_CENTS)}.</p> : null}
      <ErrorSummary errors={form.summary} focusKey={form.failedAttempts} />
      {select('fromAccountId', 'From account', choices.from)}
      {store.cashAdvance ? <CashAdvanceWarning /> : null}
      {select('toAccountId', topUp ? 'Term deposit' : 'To account', choices.to)}
      <FormField name="amount" label="Amount ($)" error={Boolean(errors.amount)} errorMessage={errors.amount}>
        {(control) => <TextInput {...control} inputMode="decimal" autoComplete="off" value={values.amount} onChange={(e) => form.set('amount', e.target.value)} />}
      </FormField>
      <FormField name="reference" label="Reference" optional hint={`Up to ${PAYMENT_FIELD_MAX_LENGTH} letters, numbers or spaces`} error={Boolean(errors.reference)} errorMessage={errors.reference}>
        {(control) => <TextInput {...control} maxLength={PAYMENT_FIELD_MAX_LENGTH} autoComplete="off" value={values.reference} onChange={(e) => form.set('reference', e.target.value)} />}
      </FormField>
      <div className="transfer-actions">
        <Button type="submit" variant="primary" size="large">{topUp ? 'Review top-up' : 'Review transfer'}</Button>
        {topUp
          ? <Link href="/online/transfer">Transfer between accounts</Link>
          : <Link href="/online/transfer/term-deposit">Top up a term deposit</Link>}
      </div>
    </form>
  );
});
