import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../../contract/rules/Money';
import { ButtonLink } from '../../../design-system/ButtonLink';
import { formatForeign, rateLine } from '../core/domain/OverseasPayment';
import type { SendOverseasStore } from '../stores/SendOverseasStore';

/** The receipt, focused so it is read first. */
export const OverseasDone = observer(function OverseasDone({ store }: { store: SendOverseasStore }) {
  const { receipt } = store;
  if (!receipt) return null;
  const rows: [string, string][] = [
    ['From', `${receipt.from.name} ${receipt.from.accountNumber}`],
    ['To', `${receipt.to.name}, ${receipt.to.account}`],
    ['Exchange rate', rateLine(receipt.rate, receipt.currency)],
    ['Amount in NZD', formatMoney(receipt.nzdAmount)],
    ['Our fee', formatMoney(receipt.fee)],
    ['Total in NZD', formatMoney(receipt.total)],
    ['Reference number', receipt.id.slice(0, 8).toUpperCase()],
  ];
  return (
    <section className="overseas-card" aria-labelledby="sent-heading">
      <h1 id="sent-heading" tabIndex={-1} ref={(h) => h?.focus()}>
        You sent {formatForeign(receipt.foreignAmount, receipt.currency, receipt.decimals)} to {receipt.to.name}
      </h1>
      <dl className="overseas-details">{rows.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>
      <p className="overseas-note">Money sent overseas usually arrives in 1 to 3 business days.</p>
      <div className="overseas-actions">
        <ButtonLink href="/international-payees" variant="secondary">Back to international payees</ButtonLink>
      </div>
    </section>
  );
});
