import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { ButtonLink } from '../../../design-system/ButtonLink';
import { Dialog } from '../../../design-system/Dialog';
import { FocusTarget } from '../../../design-system/FocusTarget';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { useFlagOn } from '../../session/ui';
import { PAYEES_TOKENS } from '../tokens';
import { LOAD_FAILED } from '../stores/PayeesStore';
import { PayeeCard } from './PayeeCard';
import { RestrictedAlert } from './RestrictedAlert';
import './PayeesPage.css';


/** /payees and /online/payees: the customer's domestic payees. */
const PayeesPage = observer(function PayeesPage() {
  const store = useService(PAYEES_TOKENS.PayeesStore);
  useEffect(() => {
    void store.load();
    // A notice belongs to the visit it was made for: coming back later starts quiet.
    return () => store.announce(null);
  }, [store]);
  const canEdit = !store.editingRestricted;
  // A payee's Pay button opens Pay, which exists only with ReactPayAndTransfer on.
  const canPay = useFlagOn('ReactPayAndTransfer');
  return (
    <Wrapper>
      <div className="payees__header">
        <h1>Payees</h1>
        {canEdit && store.state === 'loaded' && !store.isEmpty ? <ButtonLink href="/online/payees/new">Add a payee</ButtonLink> : null}
      </div>
      {store.editingRestricted ? <RestrictedAlert /> : null}
      {/* A change made on another page (added, updated) is told here: brought into view and focused, not left above the fold. */}
      <FocusTarget focusKey={store.notice}>
        {store.notice ? <Alert tone="success" onDismiss={() => store.announce(null)}>{store.notice}</Alert> : null}
      </FocusTarget>
      {store.failure ? <Alert tone="error">{store.failure}</Alert> : null}
      {store.state === 'loading' || store.state === 'idle' ? <Loader label="Loading your payees" /> : null}
      {store.state === 'failed' ? <Alert tone="error">{LOAD_FAILED}</Alert> : null}
      {store.isEmpty ? (
        <section className="payees__empty" aria-labelledby="payees-empty-heading">
          <h2 id="payees-empty-heading">It takes two to tango</h2>
          <p>Save the people and businesses you pay, and paying them next time takes a moment.</p>
          {canEdit ? <ButtonLink href="/online/payees/new">Create a payee</ButtonLink> : null}
        </section>
      ) : null}
      {store.state === 'loaded' && !store.isEmpty ? (
        <ul className="payees__list" aria-label="Your payees">
          {store.payees.map((payee) => <PayeeCard key={payee.id} payee={payee} canEdit={canEdit} canPay={canPay} onDelete={() => store.askToDelete(payee)} />)}
        </ul>
      ) : null}
      <p className="payees__more">
        <Link href="/online/automatic-payments">Automatic payments</Link> · <Link href="/international-payees">International payees</Link> · <Link href="/direct-debits">Direct debits</Link>
      </p>
      <Dialog
        open={store.deleting !== null} title="Delete this payee?" onDismiss={store.cancelDelete}
        actions={<>
          <Button variant="danger" busy={store.busy} onClick={() => void store.confirmDelete()}>Delete payee</Button>
          <Button variant="secondary" onClick={store.cancelDelete}>Cancel</Button>
        </>}
      >
        <p>{store.deleting ? `${store.deleting.name} (${store.deleting.accountNumber}) will be removed from your payees.` : null}</p>
      </Dialog>
    </Wrapper>
  );
});

export default PayeesPage;
