import { useId } from 'react';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { formatMoney } from '../../../../contract/rules/Money';
import type { KiwiSaverMembership } from '../stores/KiwiSaverStore';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 8, right: 8, top: 12, bottom: 24 };

/** Month-end balances as a line with a shaded area; an image with a written summary. */
export function BalanceChart({ history }: { history: KiwiSaverMembership['history'] }) {
  const titleId = useId();
  const descId = useId();
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last) return null;
  const values = history.map((h) => h.balanceCents);
  const low = Math.min(...values) * 0.95;
  const high = Math.max(...values);
  const x = (i: number) => PAD.left + (i / Math.max(history.length - 1, 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - low) / Math.max(high - low, 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const line = history.map((h, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(h.balanceCents).toFixed(1)}`).join(' ');
  const area = `${line} L${x(history.length - 1).toFixed(1)},${HEIGHT - PAD.bottom} L${PAD.left},${HEIGHT - PAD.bottom} Z`;
  return (
    <figure className="kiwisaver-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>Your KiwiSaver balance over time</title>
        <desc id={descId}>{`From ${formatMoney(first.balanceCents)} on ${formatCalendarDate(first.date)} to ${formatMoney(last.balanceCents)} on ${formatCalendarDate(last.date)}.`}</desc>
        <path d={area} className="kiwisaver-chart__area" />
        <path d={line} className="kiwisaver-chart__line" />
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} className="kiwisaver-chart__axis" />
        <text x={PAD.left} y={HEIGHT - 6} className="kiwisaver-chart__label">{formatCalendarDate(first.date)}</text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="kiwisaver-chart__label">{formatCalendarDate(last.date)}</text>
      </svg>
      <figcaption>Month-end balances over the last {history.length} months.</figcaption>
    </figure>
  );
}
