import { formatMoney } from '../../../../../contract/rules/Money';
import { monthName } from '../../core/domain/dayLabel';
import type { Spending } from '../../core/domain/Overview';

/**
 * This month's spending by category as bars, largest first. The bars are drawing only: each
 * row also says its category, amount and share in words, which is what assistive technology
 * reads (the list is the chart's text alternative).
 */
export function SpendingChart({ spending }: { spending: Spending }) {
  const largest = Math.max(1, ...spending.categories.map((c) => c.amount));
  return (
    <section className="dashboard-panel" aria-labelledby="spending-heading">
      <h2 id="spending-heading" className="dashboard__section-title">Spending this month</h2>
      <p className="spending__total">
        <strong>{formatMoney(spending.total)}</strong> spent in {monthName(spending.month)}
      </p>
      {spending.categories.length === 0 ? <p className="dashboard-panel__empty">Nothing spent yet this month.</p> : (
        <ul className="spending__list" aria-label={`Spending in ${monthName(spending.month)} by category`}>
          {spending.categories.map((c, index) => {
            const share = spending.total > 0 ? Math.round((c.amount / spending.total) * 100) : 0;
            return (
              <li key={c.category} className="spending__row">
                <span className="spending__category">{c.category}</span>
                <span className="spending__amount">{formatMoney(c.amount)}<span className="spending__share"> · {share}%</span></span>
                <span className="spending__track" aria-hidden="true">
                  <span className={`spending__bar spending__bar--${index % 4}`} style={{ width: `${Math.max(2, (c.amount / largest) * 100)}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
