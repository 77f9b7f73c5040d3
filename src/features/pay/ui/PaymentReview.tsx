import { observer } from 'mobx-react-lite';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { formatMoney } from '../../../../contract/rules/Money';
import type { ReactNode } from 'react';
import { AccountNumber } from '../../../design-system/AccountNumber';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import type { PayStore } from '../stores/PayStore';
import { Checkbox } from '../../../design-system/Checkbox';
import { BRAND } from '../../../../contract/rules/brand';
import { PURPOSE_LABELS, type PurposeWarning as PurposeWarningWords } from '../../../../contract/rules/PaymentPurpose';

/** The review step: the order as the bank will make it, then confirm or go back. */
export const PaymentReview = observer(function PaymentReview({ store }: { store: PayStore }) {
  const { order } = store;
  const from = store.accounts.find((a) => a.id === order?.fromAccountId);
  const { payee } = store;
  if (!order || !from || !payee) return null;
  const rows: [string, ReactNode][] = [
    ['From', <>{from.name} <AccountNumber value={from.accountNumber} /></>], ['To', payee.name],
    ['To account', <AccountNumber value={payee.accountNumber} />],
    ['Amount', formatMoney(order.amount)], ['When', order.date ? formatCalendarDate(order.date, 'long') : 'Now'],
    ...(order.purpose ? [['For', PURPOSE_LABELS[order.purpose]] as [string, string]] : []),
    ...availableAfterRow(store),
    ...nameCheck(store),
    ['Particulars', order.particulars || '—'], ['Code', order.code || '—'], ['Reference', order.reference || '—'],
  ];
  return (
    <section className="pay-review" aria-labelledby="review-heading">
      <h2 id="review-heading">Check your payment</h2>
      <PurposeWarning warning={store.scam.purposeWarning(order)} />
      <dl className="receipt-details">{rows.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>
      <RiskWarning store={store} />
      {store.submitError ? <Alert tone="error" title="Your payment hasn’t been confirmed">{store.submitError}</Alert> : null}
      <div className="pay-review__actions">
        <Button variant="primary" size="large" busy={store.submitting} onClick={() => void store.confirm()}>
          {order.date ? 'Schedule payment' : `Pay ${formatMoney(order.amount)}`}
        </Button>
        <Button variant="secondary" onClick={store.edit} disabled={store.submitting}>Change details</Button>
      </div>
    </section>
  );
});

/** The warning written for the payment's purpose: what that scam looks like, the questions to ask. */
function PurposeWarning({ warning }: { warning: PurposeWarningWords | null }) {
  if (!warning) return null;
  return (
    <Alert tone="warning" title="Could this be a scam?">
      <p>{warning.looksLike}</p>
      <ul>{warning.ask.map((question) => <li key={question}>{question}</li>)}</ul>
    </Alert>
  );
}

/** The bank's own warning (409 6101): the reasons in its words, and the tick box to go on. */
const RiskWarning = observer(function RiskWarning({ store }: { store: PayStore }) {
  const { scam } = store;
  const { warning } = scam;
  if (!warning) return null;
  return (
    <div className="pay-review__risk">
      <Alert tone="error" title="We think this payment could be a scam">
        <p>{warning.message}</p>
        <p>Why: {warning.reasons}.</p>
        <p>Stop if someone is telling you what to do or rushing you. Call us on {BRAND.phone} any time.</p>
      </Alert>
      <Checkbox
        label={warning.outcome === 'hold' ? 'I understand the risks. Hold my payment for 24 hours for checks.' : 'I understand the risks and want to make this payment'}
        checked={scam.acknowledged} onChange={(event) => scam.setAcknowledged(event.target.checked)}
        aria-invalid={scam.acknowledgementMissing || undefined}
        hint={scam.acknowledgementMissing ? 'Tick the box to go on, or change the details' : undefined}
      />
    </div>
  );
});

/** What the paying account has left to spend once this payment has gone (a payment made now). */
function availableAfterRow(store: PayStore): [string, string][] {
  const after = store.availableAfter;
  return after === null ? [] : [['Available after this payment', formatMoney(after)]];
}

/** Confirmation of Payee's outcome for a one-off account, as the review repeats it. */
function nameCheck(store: PayStore): [string, string][] {
  const outcome = 'accountNumber' in (store.order?.to ?? {}) ? store.check.confirmation?.outcome : undefined;
  const said = outcome ? NAME_CHECK[outcome] : undefined;
  return said ? [['Name check', said]] : [];
}

const NAME_CHECK = {
  match: 'The name matches the account',
  'partial-match': 'A close match: you chose to continue',
  'no-match': "The name doesn't match: you chose to continue",
  'account-not-found': "We couldn't find this account: you chose to continue",
  unavailable: "The name couldn't be checked",
} as const;
