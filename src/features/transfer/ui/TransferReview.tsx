import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../../contract/rules/Money';
import { AccountNumber } from '../../../design-system/AccountNumber';
import { TERM_DEPOSIT_TOP_UP_TERMS } from '../../../../contract/rules/TermDepositTopUp';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import type { TransferStore } from '../stores/TransferStore';
import { CashAdvanceWarning } from './TransferFormView';

/** The review: the transfer as the bank will make it (a cash advance's fee and warning again), then confirm or change. */
export const TransferReview = observer(function TransferReview({ store }: { store: TransferStore }) {
  const { order } = store;
  const from = store.accounts.find((a) => a.id === order?.fromAccountId);
  const to = store.accounts.find((a) => a.id === order?.toAccountId);
  if (!order || !from || !to) return null;
  const topUp = store.mode === 'top-up';
  const after = store.availableAfter;
  const account = (a: { name: string; accountNumber: string }) => <>{a.name} <AccountNumber value={a.accountNumber} /></>;
  const rows: [string, ReactNode][] = [
    ['From', account(from)], ['To', account(to)], ['Amount', formatMoney(order.amount)],
    ...(store.fee ? [['Cash advance fee', formatMoney(store.fee)] as [string, ReactNode]] : []),
    ...(after === null ? [] : [['Available after this transfer', formatMoney(after)] as [string, ReactNode]]),
    ['Reference', order.reference || '—'],
  ];
  return (
    <section className="transfer-card" aria-labelledby="transfer-review-heading">
      <h1 id="transfer-review-heading" tabIndex={-1} ref={(h) => h?.focus()}>{topUp ? 'Check your top-up' : 'Check your transfer'}</h1>
      {store.cashAdvance ? <CashAdvanceWarning /> : null}
      {topUp ? <p>{TERM_DEPOSIT_TOP_UP_TERMS}</p> : null}
      <dl className="transfer-details">{rows.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>
      {store.submitError ? <Alert tone="error" title="Your transfer hasn’t been confirmed">{store.submitError}</Alert> : null}
      <div className="transfer-actions">
        <Button variant="primary" size="large" busy={store.submitting} onClick={() => void store.confirm()}>
          {topUp ? `Top up ${formatMoney(order.amount)}` : `Transfer ${formatMoney(order.amount)}`}
        </Button>
        <Button variant="secondary" onClick={store.edit} disabled={store.submitting}>Change details</Button>
      </div>
    </section>
  );
});
