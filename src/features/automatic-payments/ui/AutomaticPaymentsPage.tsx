import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatMoney } from '../../../../contract/rules/Money';
import { useService } from '../../../platform/ui/ServiceProvider';
import { AccountNumber } from '../../../design-system/AccountNumber';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { Loader } from '../../../design-system/Loader';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { AUTOMATIC_PAYMENTS_TOKENS as T } from '../tokens';
import { AutomaticPaymentFormView } from './AutomaticPaymentFormView';
import { PaymentRow } from './PaymentRow';
import './AutomaticPaymentsPage.css';

/** /online/automatic-payments: every account's automatic payments, and setting one up. */
const AutomaticPaymentsPage = observer(function AutomaticPaymentsPage() {
  const store = useService(T.AutomaticPaymentsStore);
  const form = useService(T.AutomaticPaymentFormStore);
  useEffect(() => { void store.load(); }, [store]);
  const cancelling = store.cancelling;
  return (
    <Wrapper>
      <div className="automatic-payments__header">
        <h1>Automatic payments</h1>
        {store.state === 'loaded' && !form.open && store.accounts.length > 0
          ? <Button variant="primary" onClick={() => form.start(null)}>Set up an automatic payment</Button> : null}
      </div>
      {store.notice ? <Alert tone="success" onDismiss={() => store.announce(null)}>{store.notice}</Alert> : null}
      {store.failure ? <Alert tone="error" title="Your automatic payment has not been cancelled">{store.failure}</Alert> : null}
      {form.open ? (
        <div className="automatic-payments__form">
          <Tile aria-labelledby="automatic-payment-form-heading">
            <h2 id="automatic-payment-form-heading">{form.editingId ? 'Change automatic payment' : 'Set up an automatic payment'}</h2>
            <AutomaticPaymentFormView form={form} accounts={store.accounts} />
          </Tile>
        </div>
      ) : null}
      {store.state === 'loading' || store.state === 'idle' ? <Loader label="Loading your automatic payments" /> : null}
      {store.state === 'failed' ? <Alert tone="error">Sorry, we could not load your automatic payments. Please try again later.</Alert> : null}
      {store.state === 'loaded' && store.accounts.length === 0 ? <p className="automatic-payments__none">You have no accounts that can make automatic payments.</p> : null}
      {store.groups.map(({ account, payments }) => (
        <section key={account.id} className="automatic-payments__account" aria-labelledby={`account-${account.id}`}>
          <h2 id={`account-${account.id}`} className="automatic-payments__account-name">
            {account.name} <AccountNumber className="automatic-payments__account-number" value={account.accountNumber} />
          </h2>
          {payments.length === 0 ? <p className="automatic-payments__none">No automatic payments from this account.</p> : (
            <ul className="automatic-payments__list">
              {payments.map((payment) => <PaymentRow key={payment.id} payment={payment} store={store} onEdit={() => form.start(payment.id)} />)}
            </ul>
          )}
        </section>
      ))}
      <Dialog
        open={cancelling !== null} title="Cancel this automatic payment?" onDismiss={store.keep}
        actions={<>
          <Button variant="danger" busy={store.busyId !== null} onClick={() => void store.confirmCancel()}>Cancel payment</Button>
          <Button variant="secondary" onClick={store.keep}>Keep it</Button>
        </>}
      >
        <p>{cancelling ? `Your ${formatMoney(cancelling.amount)} ${cancelling.frequency} payment to ${cancelling.payeeName} will stop. This can't be undone.` : null}</p>
      </Dialog>
    </Wrapper>
  );
});

export default AutomaticPaymentsPage;
