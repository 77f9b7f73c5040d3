import { useId } from 'react';
import { formatMoney } from '../../../../contract/rules/Money';
import type { AmortisationYear } from '../stores/RepaymentCalculatorStore';
import './AmortisationChart.css';

const WIDTH = 640;
const HEIGHT = 260;
// Room below the axis for year labels drawn large enough to read on a phone (AmortisationChart.css).
const PAD = { left: 12, right: 12, top: 16, bottom: 40 };

/**
 * The balance owing at the end of each year, as bars. The SVG is an image with a written
 * description; the table beside it holds every figure for those who cannot see the chart.
 */
export function AmortisationChart({ principalCents, schedule }: { principalCents: number; schedule: AmortisationYear[] }) {
  const titleId = useId();
  const descId = useId();
  const last = schedule.at(-1);
  const top = Math.max(principalCents, 1);
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(schedule.length, 1);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const labelEvery = Math.max(1, Math.ceil(schedule.length / 10));
  return (
    <figure className="amortisation-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} preserveAspectRatio="xMidYMid meet">
        <title id={titleId}>Loan balance at the end of each year</title>
        <desc id={descId}>
          {`The balance starts at ${formatMoney(principalCents)} and is ${formatMoney(last?.closingBalanceCents ?? principalCents)} after ${schedule.length} ${schedule.length === 1 ? 'year' : 'years'}.`}
        </desc>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} className="amortisation-chart__axis" />
        {schedule.map((row, index) => {
          const height = (row.closingBalanceCents / top) * plotHeight;
          const x = PAD.left + index * slot;
          return (
            <g key={row.year}>
              <rect x={x + slot * 0.15} width={slot * 0.7} y={HEIGHT - PAD.bottom - height} height={height} className="amortisation-chart__bar" />
              {(row.year % labelEvery === 0 || row.year === 1) ? (
                <text x={x + slot / 2} y={HEIGHT - 8} textAnchor="middle" className="amortisation-chart__label">{row.year}</text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>Balance owing at the end of each year (years along the bottom).</figcaption>
    </figure>
  );
}
