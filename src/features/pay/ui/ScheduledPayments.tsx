import { observer } from 'mobx-react-lite';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { formatMoney } from '../../../../contract/rules/Money';
import { Button } from '../../../design-system/Button';
import type { PayStore } from '../stores/PayStore';

/** The customer's payments waiting for their date, each cancellable until then. */
export const ScheduledPayments = observer(function ScheduledPayments({ store }: { store: PayStore }) {
  return (
    <section className="scheduled-payments" aria-labelledby="scheduled-heading">
      <h2 id="scheduled-heading">Scheduled payments</h2>
      <p role="status" className="scheduled-payments__notice">{store.notice ?? ''}</p>
      {store.scheduled.length === 0 ? <p className="scheduled-payments__empty">You have no scheduled payments.</p> : (
        <ul className="scheduled-payments__list">
          {store.scheduled.map((p) => {
            const when = formatCalendarDate(p.date, 'long');
            return (
              <li key={p.id} className="scheduled-payment">
                <span className="scheduled-payment__what">
                  <strong>{formatMoney(p.amount)} to {p.to.name}</strong>
                  <span>{when} · from {p.from.name}{p.reference ? ` · ${p.reference}` : ''}</span>
                </span>
                <Button size="small" variant="secondary" aria-label={`Cancel payment of ${formatMoney(p.amount)} to ${p.to.name} on ${when}`}
                  onClick={() => void store.cancelScheduled(p)}>Cancel</Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
