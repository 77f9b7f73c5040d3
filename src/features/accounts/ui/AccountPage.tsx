import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { aucklandToday } from '../../../../contract/rules/AucklandDate';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { PLATFORM_TOKENS } from '../../../platform/tokens';
import { ACCOUNTS_TOKENS } from '../tokens';
import { AccountSummary } from './AccountSummary';
import { BalanceChart } from './BalanceChart';
import { ExportDialog } from './ExportDialog';
import { ProductFacts } from './ProductFacts';
import { TransactionSearchBar } from './TransactionSearchBar';
import { TransactionSections } from './TransactionSections';
import './AccountPage.css';

/**
 * /online/accounts/:id — one account, leading with its transactions: a short summary, one search
 * box (filters folded away), pending then posted transactions; beside them (below on a phone)
 * the product's own facts and the 90-day balance chart. Export takes a date range.
 */
const AccountPage = observer(function AccountPage() {
  const { id = '' } = useParams<{ id: string }>();
  const fresh = useService(ACCOUNTS_TOKENS.AccountPageStore);
  const clock = useService(PLATFORM_TOKENS.Clock);
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
  return (
    <Wrapper>
      <AccountSummary account={account} today={aucklandToday(clock.now())} />
      <div className="account-layout">
        <section className="account-transactions" aria-labelledby="transactions-heading">
          <div className="account-transactions__head">
            <h2 id="transactions-heading">Transactions</h2>
            <Button size="small" onClick={store.exporter.openDialog}>Export</Button>
          </div>
          <TransactionSearchBar store={store} />
          <TransactionSections store={store} accountId={account.id} />
        </section>
        <aside className="account-aside" aria-label="About this account">
          <ProductFacts account={account} />
          <BalanceChart points={store.history} />
        </aside>
      </div>
      <ExportDialog store={store.exporter} account={account} />
    </Wrapper>
  );
});

export default AccountPage;
