import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { isTermDeposit } from '../../../../contract/rules/AccountUse';
import { hasAvailableBalance } from '../../../../contract/rules/AccountAvailability';
import { formatMoney } from '../../../../contract/rules/Money';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { Loader } from '../../../design-system/Loader';
import { TextInput } from '../../../design-system/TextInput';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import type { TransferMode } from '../core/domain/transferChoices';
import type { TransferAccount } from '../core/domain/Transfer';
import type { TransferStore } from '../stores/TransferStore';
import { TRANSFER_TOKENS } from '../tokens';
import './TransferPage.css';
import { ButtonLink } from '../../../design-system/ButtonLink';

// A term deposit or loan has nothing available to spend (AccountAvailability): name it without a figure.
const option = (a: TransferAccount) => <option key={a.id} value={a.id}>{hasAvailableBalance(a.product)
  ? `${a.name} ${a.accountNumber} (${formatMoney(a.available)} available)` : `${a.name} ${a.accountNumber}`}</option>;

const EmptyState = ({ mode, hasTermDeposit }: { mode: TransferMode; hasTermDeposit: boolean }) => (mode === 'top-up' ? (
  <section className="transfer-card transfer-empty"><h1>No eligible accounts to top up your term deposit</h1></section>
) : (
  <section className="transfer-card transfer-empty">
    <h1>Your account needs a buddy</h1>
    <p>You need more than one eligible account to make a transfer</p>
    <ButtonLink href="/apply/open-a/account/selection">Open an account</ButtonLink>
    {hasTermDeposit ? <Link href="/online/transfer/term-deposit">Top up a term deposit</Link> : null}
  </section>
));

const TransferForm = observer(function TransferForm({ store, title }: { store: TransferStore; title: string }) {
  const { choices, values, errors } = store;
  const submit = (event: FormEvent) => { event.preventDefault(); void store.submit(); };
  const select = (field: 'fromAccountId' | 'toAccountId', label: string, accounts: TransferAccount[]) => (
    <FormField label={label} error={Boolean(errors[field])} errorMessage={errors[field]}>
      {(control) => <select {...control} className="ds-input" value={values[field]} onChange={(e) => store.set(field, e.target.value)}>{accounts.map(option)}</select>}
    </FormField>
  );
  return (
    <form className="transfer-card" onSubmit={submit} noValidate aria-labelledby="transfer-heading">
      <h1 id="transfer-heading">{title}</h1>
      {select('fromAccountId', 'From account', choices.from)}
      {select('toAccountId', store.mode === 'top-up' ? 'Term deposit' : 'To account', choices.to)}
      <FormField label="Amount ($)" error={Boolean(errors.amount)} errorMessage={errors.amount}>
        {(control) => <TextInput {...control} inputMode="decimal" value={values.amount} onChange={(e) => store.set('amount', e.target.value)} />}
      </FormField>
      <FormField label="Reference" optional error={Boolean(errors.reference)} errorMessage={errors.reference}>
        {(control) => <TextInput {...control} value={values.reference} onChange={(e) => store.set('reference', e.target.value)} />}
      </FormField>
      {store.submitError ? <Alert tone="error" title="Your transfer hasn’t been confirmed">{store.submitError}</Alert> : null}
      <div className="transfer-actions">
        <Button type="submit" variant="primary" size="large" busy={store.submitting}>Transfer</Button>
        {store.mode === 'between'
          ? <Link href="/online/transfer/term-deposit">Top up a term deposit</Link>
          : <Link href="/online/transfer">Transfer between accounts</Link>}
      </div>
    </form>
  );
});

function useTransferStore(mode: TransferMode): TransferStore {
  const fresh = useService(TRANSFER_TOKENS.TransferStore);
  const [store] = useState(fresh);
  useEffect(() => { void store.load(mode); }, [store, mode]);
  return store;
}

const TransferView = observer(function TransferView({ mode, title }: { mode: TransferMode; title: string }) {
  const store = useTransferStore(mode);
  const { receipt } = store;
  if (store.state === 'loading') return <Wrapper><Loader /></Wrapper>;
  if (store.state === 'failed') return <Wrapper><Alert tone="error" title="Sorry, an error has occurred.">We couldn’t load your accounts. Please try again.</Alert></Wrapper>;
  if (!store.possible) return <Wrapper><EmptyState mode={mode} hasTermDeposit={store.accounts.some((a) => isTermDeposit(a.product))} /></Wrapper>;
  if (receipt) {
    return (
      <Wrapper>
        <section className="transfer-card" aria-labelledby="transferred-heading">
          <h1 id="transferred-heading" tabIndex={-1} ref={(h) => h?.focus()}>You transferred {formatMoney(receipt.amount)}</h1>
          <p>From {receipt.from.name} to {receipt.to.name}.</p>
          <div className="transfer-actions">
            <ButtonLink href={`/online/receipts/${receipt.id}`}>View receipt</ButtonLink>
            <Button variant="secondary" onClick={store.startAgain}>Make another transfer</Button>
          </div>
        </section>
      </Wrapper>
    );
  }
  return <Wrapper><TransferForm store={store} title={title} /></Wrapper>;
});

/** /online/transfer — between the customer's own accounts. */
export const TransferPage = () => <TransferView mode="between" title="Transfer between your accounts" />;

/** /online/transfer/term-deposit — topping up a term deposit from an everyday or savings account. */
export const TermDepositTopUpPage = () => <TransferView mode="top-up" title="Top up a term deposit" />;
