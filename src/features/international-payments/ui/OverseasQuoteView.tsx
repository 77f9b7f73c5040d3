import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../../contract/rules/Money';
import { QUOTE_EXPIRED_MESSAGE, QUOTE_HOLD_SECONDS } from '../../../../contract/international-payments';
import { AccountNumber } from '../../../design-system/AccountNumber';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { formatForeign, rateLine } from '../core/domain/OverseasPayment';
import type { SendOverseasStore } from '../stores/SendOverseasStore';

/** The quote before confirming: rate, what the payee gets, the NZD amount, the fee and the total. */
export const OverseasQuoteView = observer(function OverseasQuoteView({ store }: { store: SendOverseasStore }) {
  const { quote, fromAccount } = store;
  if (!quote) return null;
  const expired = store.error === QUOTE_EXPIRED_MESSAGE;
  const rows: [string, ReactNode][] = [
    ['From', fromAccount ? <>{fromAccount.name} <AccountNumber value={fromAccount.accountNumber} /></> : quote.fromAccountId],
    ['To', quote.payeeName],
    ['Exchange rate', rateLine(quote.rate, quote.currency)],
    [`${quote.payeeName} gets`, formatForeign(quote.foreignAmount, quote.currency, quote.decimals)],
    ['Amount in NZD', formatMoney(quote.nzdAmount)],
    ['Our fee', formatMoney(quote.fee)],
  ];
  return (
    <section aria-labelledby="quote-heading">
      <h2 id="quote-heading" tabIndex={-1} ref={(h) => h?.focus()}>Your quote</h2>
      <dl className="overseas-details">
        {rows.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}
        <div className="overseas-details__total"><dt>Total in NZD</dt><dd>{formatMoney(quote.total)}</dd></div>
      </dl>
      <p className="overseas-note">
        This quote is held for {QUOTE_HOLD_SECONDS / 60} minutes. Amounts are rounded to the cent in your favour.
        We will ask for a code we text to your mobile before the money is sent.
      </p>
      {store.error ? <Alert tone="error" title="Your payment hasn’t been sent">{store.error}</Alert> : null}
      <div className="overseas-actions">
        {expired
          ? <Button variant="primary" size="large" busy={store.busy} onClick={() => void store.getQuote()}>Get a new quote</Button>
          : <Button variant="primary" size="large" busy={store.busy} onClick={() => void store.send()}>Send {formatMoney(quote.total)}</Button>}
        <Button variant="secondary" onClick={store.edit} disabled={store.busy}>Change details</Button>
      </div>
    </section>
  );
});
