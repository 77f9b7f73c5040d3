import { useId, useState } from 'react';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { formatMoney } from '../../../../contract/rules/Money';
import { axisMoney, balanceChart } from '../core/domain/balanceChart';
import type { BalancePoint } from '../core/domain/Transaction';
import { ChartExplorer } from './ChartExplorer';
import './BalanceChart.css';

const WIDTH = 640;
const HEIGHT = 160;
const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

/**
 * The balance over the last 90 days: a line with round balances up the side, dates along the
 * bottom and gridlines between, a day's balance on hover, touch or arrow keys (ChartExplorer),
 * a sentence for screen readers, and the daily balances as a table for anyone who wants them.
 */
export function BalanceChart({ points }: { points: BalancePoint[] }) {
  const id = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const chart = balanceChart(points, WIDTH, HEIGHT);
  const first = points[0];
  const last = points[points.length - 1];
  if (!chart || !first || !last) return null;
  const step = (chart.ticks[1]?.value ?? 0) - (chart.ticks[0]?.value ?? 0);
  const summary = `Balance over the last ${points.length} days: ${formatMoney(first.balance)} on ${formatCalendarDate(first.date, 'short')}, `
    + `${formatMoney(last.balance)} today. Lowest ${formatMoney(chart.lowest.balance)} on ${formatCalendarDate(chart.lowest.date, 'short')}, `
    + `highest ${formatMoney(chart.highest.balance)} on ${formatCalendarDate(chart.highest.date, 'short')}.`;
  return (
    <figure className="balance-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="balance-chart__caption">
        <span className="balance-chart__title">Balance, last {points.length} days</span>
        <span className="balance-chart__range">
          <span>Low {formatMoney(chart.lowest.balance)}</span> <span>High {formatMoney(chart.highest.balance)}</span>
        </span>
      </figcaption>
      <div className="balance-chart__frame">
        <div className="balance-chart__y-axis" aria-hidden="true">
          {chart.ticks.map((tick) => (
            <span key={tick.value} className="balance-chart__y-label" style={{ top: pct(tick.y, HEIGHT) }}>{axisMoney(tick.value, step)}</span>
          ))}
        </div>
        <div className="balance-chart__plot">
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="balance-chart__svg" role="img" aria-label={summary}>
            {chart.ticks.map((tick) => (
              <line key={tick.value} x1="0" x2={WIDTH} y1={tick.y} y2={tick.y} className="balance-chart__grid" vectorEffect="non-scaling-stroke" />
            ))}
            <path d={chart.area} className="balance-chart__area" />
            {chart.zeroY !== null ? <line x1="0" x2={WIDTH} y1={chart.zeroY} y2={chart.zeroY} className="balance-chart__zero" vectorEffect="non-scaling-stroke" /> : null}
            <path d={chart.line} className="balance-chart__line" vectorEffect="non-scaling-stroke" />
          </svg>
          <ChartExplorer points={points} positions={chart.points.map((p) => ({ left: pct(p.x, WIDTH), top: pct(p.y, HEIGHT) }))} />
          <div className="balance-chart__x-axis" aria-hidden="true">
            {chart.dates.map((tick) => (
              <span key={tick.index} className="balance-chart__x-label" style={{ left: pct(tick.x, WIDTH) }}>
                {tick.index === points.length - 1 ? 'Today' : formatCalendarDate(points[tick.index]?.date ?? '', 'short')}
              </span>
            ))}
          </div>
        </div>
      </div>
      <details className="balance-chart__table" open={tableOpen} onToggle={(e) => setTableOpen(e.currentTarget.open)}>
        <summary>{tableOpen ? 'Hide daily balances' : 'Show daily balances as a table'}</summary>
        <table>
          <caption className="visually-hidden">End-of-day balance</caption>
          <thead><tr><th scope="col">Date</th><th scope="col">Balance</th></tr></thead>
          <tbody>
            {[...points].reverse().map((p) => (
              <tr key={p.date}><td>{formatCalendarDate(p.date, 'short')}</td><td>{formatMoney(p.balance)}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
