import { useId } from 'react';
import { formatMoney } from '../../../../contract/rules/Money';
import { balanceChart } from '../core/domain/balanceChart';
import type { BalancePoint } from '../core/domain/Transaction';
import { formatShortDate } from './formatDate';

const WIDTH = 640;
const HEIGHT = 160;

/**
 * The balance over the last 90 days as a line a person reads at a glance, with its text
 * alternative: the figure is described by a sentence (start, end, lowest, highest), and the
 * daily balances are in a table screen-reader users can open.
 */
export function BalanceChart({ points }: { points: BalancePoint[] }) {
  const id = useId();
  const chart = balanceChart(points, WIDTH, HEIGHT);
  const first = points[0];
  const last = points[points.length - 1];
  if (!chart || !first || !last) return null;
  const summary = `Balance over the last ${points.length} days: ${formatMoney(first.balance)} on ${formatShortDate(first.date)}, `
    + `${formatMoney(last.balance)} today. Lowest ${formatMoney(chart.lowest.balance)} on ${formatShortDate(chart.lowest.date)}, `
    + `highest ${formatMoney(chart.highest.balance)} on ${formatShortDate(chart.highest.date)}.`;
  return (
    <figure className="balance-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="balance-chart__caption">
        <span className="balance-chart__title">Balance, last {points.length} days</span>
        <span className="balance-chart__range">
          <span>Low {formatMoney(chart.lowest.balance)}</span> <span>High {formatMoney(chart.highest.balance)}</span>
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="balance-chart__svg" role="img" aria-label={summary}>
        <path d={chart.area} className="balance-chart__area" />
        {chart.zeroY !== null ? <line x1="0" x2={WIDTH} y1={chart.zeroY} y2={chart.zeroY} className="balance-chart__zero" /> : null}
        <path d={chart.line} className="balance-chart__line" vectorEffect="non-scaling-stroke" />
      </svg>
      <div className="balance-chart__axis" aria-hidden="true">
        <span>{formatShortDate(first.date)}</span><span>Today</span>
      </div>
      <details className="balance-chart__table">
        <summary>Show daily balances as a table</summary>
        <table>
          <caption className="visually-hidden">End-of-day balance</caption>
          <thead><tr><th scope="col">Date</th><th scope="col">Balance</th></tr></thead>
          <tbody>
            {[...points].reverse().map((p) => (
              <tr key={p.date}><td>{formatShortDate(p.date)}</td><td>{formatMoney(p.balance)}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
