import { observer } from 'mobx-react-lite';
import { Button } from '../../../design-system/Button';
import type { AccountPageStore } from '../stores/AccountPageStore';
import { TransactionList } from './TransactionList';

/** Pending transactions apart at the top (not in the balance yet), then posted ones with their running balance, then "Show more". */
export const TransactionSections = observer(function TransactionSections({ store, accountId }: { store: AccountPageStore; accountId: string }) {
  const shown = store.pending.length + store.posted.length;
  return (
    <>
      <p className="visually-hidden" role="status">{store.searching ? 'Searching' : `${shown} transactions shown`}</p>
      {store.pending.length ? (
        <section aria-labelledby="pending-heading" className="account-transactions__group">
          <h3 id="pending-heading" className="account-transactions__group-title">
            Pending <span className="account-transactions__group-note">not in your balance yet</span>
          </h3>
          <TransactionList accountId={accountId} transactions={store.pending} label="Pending transactions" />
        </section>
      ) : null}
      <section aria-labelledby="posted-heading" className="account-transactions__group">
        <h3 id="posted-heading" className="account-transactions__group-title">{store.pending.length ? 'Posted' : 'Recent transactions'}</h3>
        {store.posted.length ? <TransactionList accountId={accountId} transactions={store.posted} label="Posted transactions" />
          : <p className="account-transactions__empty">{store.isFiltered ? 'No transactions match your search.' : 'No transactions yet.'}</p>}
      </section>
      {store.nextCursor ? (
        <div className="account-transactions__more">
          <Button onClick={() => void store.showMore()} busy={store.loadingMore}>Show more</Button>
        </div>
      ) : null}
    </>
  );
});
