import { observer } from 'mobx-react-lite';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { useEffect } from 'react';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { PAYEES_TOKENS } from '../tokens';
import './PayeesPage.css';

/** /direct-debits: the authorities the customer gave businesses, and cancelling one. */
const DirectDebitsPage = observer(function DirectDebitsPage() {
  const store = useService(PAYEES_TOKENS.DirectDebitsStore);
  useEffect(() => { void store.load(); }, [store]);
  return (
    <Wrapper>
      <h1>Direct debits</h1>
      <p className="payees__intro">Businesses you have allowed to take payments from your accounts. Cancelling stops future payments; tell the business too.</p>
      {store.notice ? <Alert tone="success">{store.notice}</Alert> : null}
      {store.failure ? <Alert tone="error">{store.failure}</Alert> : null}
      {store.state === 'loading' || store.state === 'idle' ? <Loader label="Loading your direct debits" /> : null}
      {store.state === 'failed' ? <Alert tone="error">Sorry, we could not load your direct debits. Please try again later.</Alert> : null}
      {store.state === 'loaded' && store.debits.length === 0 ? <p className="payees__none">You have no direct debits.</p> : null}
      {store.debits.length > 0 ? (
        <ul className="payees__list" aria-label="Your direct debits">
          {store.debits.map((debit) => (
            <li key={debit.id} className="payee-card">
              <div>
                <h2 className="payee-card__name">{debit.initiatorName}</h2>
                <p className="payee-card__number">From {debit.accountName} {debit.accountNumber}</p>
                <dl className="payee-card__details">
                  <div><dt>Authorisation code</dt><dd>{debit.authorisationCode}</dd></div>
                  {debit.reference ? <div><dt>Reference</dt><dd>{debit.reference}</dd></div> : null}
                  <div><dt>Set up</dt><dd>{formatCalendarDate(debit.createdAt)}</dd></div>
                </dl>
              </div>
              <div className="payee-card__actions">
                <Button size="small" variant="secondary" onClick={() => store.askToCancel(debit)} aria-label={`Cancel direct debit to ${debit.initiatorName}`}>Cancel direct debit</Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog
        open={store.cancelling !== null} title="Cancel this direct debit?" onDismiss={store.keep}
        actions={<>
          <Button variant="danger" busy={store.busy} onClick={() => void store.confirmCancel()}>Cancel direct debit</Button>
          <Button variant="secondary" onClick={store.keep}>Keep it</Button>
        </>}
      >
        <p>{store.cancelling ? `${store.cancelling.initiatorName} will no longer be able to take payments from your ${store.cancelling.accountName} account.` : null}</p>
      </Dialog>
    </Wrapper>
  );
});

export default DirectDebitsPage;
