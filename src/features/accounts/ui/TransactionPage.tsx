import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { formatAucklandDateTime } from '../../../../contract/rules/AucklandDate';
import { formatMoney } from '../../../../contract/rules/Money';
import { AccountNumber } from '../../../design-system/AccountNumber';
import { Alert } from '../../../design-system/Alert';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { displayName } from '../core/domain/AccountDetails';
import { kindName } from '../core/domain/transactionTypes';
import { ACCOUNTS_TOKENS } from '../tokens';
import './TransactionPage.css';

const accountPath = (id: string) => `/online/accounts/${encodeURIComponent(id)}`;

/** /online/accounts/:id/transactions/:transactionId — one transaction, everything the bank knows of it, in Auckland time. */
const TransactionPage = observer(function TransactionPage() {
  const { id = '', transactionId = '' } = useParams<{ id: string; transactionId: string }>();
  const fresh = useService(ACCOUNTS_TOKENS.TransactionDetailStore);
  const [store] = useState(fresh);
  useEffect(() => { void store.load(id, transactionId); }, [store, id, transactionId]);
  const back = <Link href={accountPath(id)} className="transaction-page__back">{store.account ? `Back to ${displayName(store.account)}` : 'Back to the account'}</Link>;

  if (store.state === 'not-found') {
    return <Wrapper narrow>{back}<Alert tone="error" title="We couldn’t find that transaction">It may belong to another account. Go back and choose it from the list.</Alert></Wrapper>;
  }
  if (store.state === 'failed') {
    return <Wrapper narrow>{back}<Alert tone="error" title="Sorry, an error has occurred.">We couldn’t load this transaction. Please try again.</Alert></Wrapper>;
  }
  const { detail } = store;
  if (!detail || !store.account) return <Wrapper narrow><Loader /></Wrapper>;
  const { transaction: t, counterparty } = detail;
  const rows: [string, ReactNode][] = [
    ['Date and time', formatAucklandDateTime(t.at)],
    ['Type', kindName(t.kind)],
    ['Status', t.status === 'pending' ? 'Pending' : 'Posted'],
    ['Particulars', t.particulars || 'None'],
    ['Code', t.code || 'None'],
    ['Reference', t.reference || 'None'],
    [t.amount < 0 ? 'Paid to' : 'Paid by', counterparty.name ?? 'Not recorded'],
    ...(counterparty.accountNumber ? [["Other party's account", <AccountNumber key="other" value={counterparty.accountNumber} />] as [string, ReactNode]] : []),
    ['Amount', formatMoney(t.amount)],
    ['Balance after', t.balanceAfter === null ? 'Not in your balance until it posts' : formatMoney(t.balanceAfter)],
    ['Account', <span key="account">{displayName(store.account)} <AccountNumber value={store.account.accountNumber} /></span>],
  ];
  return (
    <Wrapper narrow>
      {back}
      <article className="transaction-page" aria-labelledby="transaction-title">
        <header className="transaction-page__header">
          <h1 id="transaction-title" className="transaction-page__title">{t.description}</h1>
          <p className={`transaction-page__amount${t.amount > 0 ? ' transaction-page__amount--in' : ''}`}>
            {t.amount > 0 ? `+${formatMoney(t.amount)}` : formatMoney(t.amount)}
          </p>
          <p className={`transaction-page__status transaction-page__status--${t.status}`}>{t.status === 'pending' ? 'Pending' : 'Posted'}</p>
        </header>
        <dl className="transaction-page__facts">
          {rows.map(([term, value]) => <div key={term}><dt>{term}</dt><dd>{value}</dd></div>)}
        </dl>
      </article>
    </Wrapper>
  );
});

export default TransactionPage;
