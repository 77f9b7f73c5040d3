import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { formatMoney } from '../../../../contract/rules/Money';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { ACCOUNTS_TOKENS } from '../tokens';
import { BalanceChart } from './BalanceChart';
import { downloadText } from './downloadText';
import { TransactionList } from './TransactionList';
import { TransactionSearchPanel } from './TransactionSearchPanel';
import './AccountPage.css';

/** /online/accounts/:id — one account: balances, 90-day chart, transactions (search, show more, export). */
const AccountPage = observer(function AccountPage() {
  const { id = '' } = useParams<{ id: string }>();
  const fresh = useService(ACCOUNTS_TOKENS.AccountPageStore);
  const [store] = useState(fresh);
  useEffect(() => { void store.load(id); }, [store, id]);
  const { account } = store;

  if (store.state === 'not-found') {
    return <Wrapper><Alert tone="error" title="We couldn’t find that account">Go back to your accounts and choose one.</Alert></Wrapper>;
  }
  if (store.state === 'failed') {
    return <Wrapper><Alert tone="error" title="Sorry, an error has occurred.">We couldn’t load this account. Please try again.</Alert></Wrapper>;
  }
  if (!account) return <Wrapper><Loader /></Wrapper>;
  const fileName = `${account.name.replace(/[^A-Za-z0-9]+/g, '-')}-${account.accountNumber}`;
  const shown = store.pending.length + store.posted.length;
  return (
    <Wrapper>
      <header className="account-header">
        <h1 className="account-header__name">{account.name}</h1>
        <p className="account-header__number">{account.accountNumber}</p>
        <dl className="account-header__balances">
          <div><dt>Balance</dt><dd>{formatMoney(account.balance)}</dd></div>
          <div><dt>Available</dt><dd>{formatMoney(account.available)}</dd></div>
        </dl>
      </header>
      <BalanceChart points={store.history} />
      <section className="account-transactions" aria-labelledby="transactions-heading">
        <div className="account-transactions__head">
          <h2 id="transactions-heading">Transactions</h2>
          <div className="account-transactions__export">
            <Button size="small" disabled={shown === 0} onClick={() => downloadText(store.csv(), `${fileName}.csv`, 'text/csv')}>Export CSV</Button>
            <Button size="small" disabled={store.posted.length === 0} onClick={() => downloadText(store.ofx(), `${fileName}.ofx`, 'application/x-ofx')}>Export OFX</Button>
          </div>
        </div>
        <TransactionSearchPanel store={store} />
        <p className="visually-hidden" role="status">{store.searching ? 'Searching' : `${shown} transactions shown`}</p>
        {store.pending.length ? (
          <section aria-labelledby="pending-heading" className="account-transactions__group">
            <h3 id="pending-heading" className="account-transactions__group-title">Pending</h3>
            <TransactionList transactions={store.pending} label="Pending transactions" />
          </section>
        ) : null}
        <section aria-labelledby="posted-heading" className="account-transactions__group">
          <h3 id="posted-heading" className="account-transactions__group-title">{store.pending.length ? 'Posted' : 'Recent transactions'}</h3>
          {store.posted.length ? <TransactionList transactions={store.posted} label="Posted transactions" />
            : <p className="account-transactions__empty">{store.isFiltered ? 'No transactions match your search.' : 'No transactions yet.'}</p>}
        </section>
        {store.nextCursor ? (
          <div className="account-transactions__more">
            <Button onClick={() => void store.showMore()} busy={store.loadingMore}>Show more</Button>
          </div>
        ) : null}
      </section>
    </Wrapper>
  );
});

export default AccountPage;
