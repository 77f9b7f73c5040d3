import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { formatMoney } from '../../../../contract/rules/Money';
import type { BalancePoint } from '../core/domain/Transaction';

const KEY_STEPS: Record<string, (i: number, last: number) => number> = {
  ArrowLeft: (i) => i - 1, ArrowRight: (i) => i + 1, ArrowDown: (i) => i - 1, ArrowUp: (i) => i + 1,
  PageDown: (i) => i - 7, PageUp: (i) => i + 7, Home: () => 0, End: (_, last) => last,
};

/**
 * A day's balance under the pointer, the finger or the arrow keys: the plot is one slider over
 * the days (not 90 tab stops), whose value a screen reader reads as "Mon 23 Nov: $1,234.56",
 * with a marker and a tooltip where that day falls.
 */
export function ChartExplorer({ points, positions }: { points: BalancePoint[]; positions: { left: string; top: string }[] }) {
  const last = points.length - 1;
  const [active, setActive] = useState<number | null>(null);
  const index = active ?? last;
  const point = points[index];
  const at = positions[index];
  const text = point ? `${formatCalendarDate(point.date, 'weekday-short')}: ${formatMoney(point.balance)}` : '';
  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) setActive(Math.round(((event.clientX - box.left) / box.width) * last));
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, step(index, last))));
  };
  return (
    <div className="chart-explorer" role="slider" tabIndex={0} aria-label="Balance on a day" aria-valuemin={1} aria-valuemax={points.length}
      aria-valuenow={index + 1} aria-valuetext={text} onKeyDown={onKey} onPointerMove={pick} onPointerDown={pick}
      onPointerLeave={() => setActive(null)} onBlur={() => setActive(null)} onFocus={() => setActive(index)}>
      {active !== null && at ? (
        <>
          <span className="chart-explorer__marker" style={at} aria-hidden="true" />
          <span className="chart-explorer__tooltip" style={{ left: `clamp(4.5rem, ${at.left}, calc(100% - 4.5rem))` }} aria-hidden="true">{text}</span>
        </>
      ) : null}
    </div>
  );
}
