import { Link } from 'wouter';
import { FREQUENCY_LABELS } from '../../../../../contract/rules/PaymentSchedule';
import { formatMoney } from '../../../../../contract/rules/Money';
import { dayLabel } from '../../core/domain/dayLabel';
import type { UpcomingPayment } from '../../core/domain/Overview';

/** Payments leaving in the next two weeks, soonest first: what, from where, when and how often. */
export function UpcomingPayments({ items, today }: { items: UpcomingPayment[]; today: string }) {
  return (
    <section className="dashboard-panel" aria-labelledby="upcoming-heading">
      <div className="dashboard-panel__header">
        <h2 id="upcoming-heading" className="dashboard__section-title">Coming up</h2>
        <Link href="/online/automatic-payments" className="dashboard-panel__more">Automatic payments</Link>
      </div>
      {items.length === 0 ? <p className="dashboard-panel__empty">No payments due in the next 2 weeks.</p> : (
        <ul className="money-rows">
          {items.map((item) => (
            <li key={item.id} className="money-row">
              <span className="money-row__date">{dayLabel(item.date, today)}</span>
              <span className="money-row__main">
                <span className="money-row__title">{item.to}</span>
                <span className="money-row__meta">
                  From {item.fromAccountName}{item.frequency ? ` · ${FREQUENCY_LABELS[item.frequency]}` : ' · One-off'}
                </span>
              </span>
              <span className="money-row__amount">{formatMoney(-item.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
