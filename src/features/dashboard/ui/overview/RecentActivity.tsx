import { formatMoney } from '../../../../../contract/rules/Money';
import { dayLabel } from '../../core/domain/dayLabel';
import type { ActivityItem } from '../../core/domain/Overview';

/** The latest movements across every account, newest first; money in stands out from money out. */
export function RecentActivity({ items, today }: { items: ActivityItem[]; today: string }) {
  return (
    <section className="dashboard-panel" aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="dashboard__section-title">Recent activity</h2>
      {items.length === 0 ? <p className="dashboard-panel__empty">No transactions yet.</p> : (
        <ul className="money-rows">
          {items.map((item) => (
            <li key={item.id} className="money-row">
              <span className="money-row__date">{dayLabel(item.date, today)}</span>
              <span className="money-row__main">
                <span className="money-row__title">{item.description}</span>
                <span className="money-row__meta">{item.accountName}{item.pending ? ' · Pending' : ''}</span>
              </span>
              <span className={`money-row__amount${item.amount > 0 ? ' money-row__amount--in' : ''}`}>
                {item.amount > 0 ? '+' : ''}{formatMoney(item.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
