import type { BalancePoint } from './Transaction';

export interface ChartGeometry {
  /** The SVG path of the balance line in a width × height box. */
  line: string;
  /** The same line closed down to the bottom, for the shaded area. */
  area: string;
  /** Where 0 falls (an overdrawn account's line crosses it), or null when 0 is off the chart. */
  zeroY: number | null;
  lowest: BalancePoint;
  highest: BalancePoint;
}

/**
 * The geometry of the balance-over-time chart: one point per day, left to right, scaled so
 * the lowest and highest balances touch the box (with a little room), in whole pixels.
 */
export function balanceChart(points: readonly BalancePoint[], width: number, height: number): ChartGeometry | null {
  if (points.length === 0) return null;
  const balances = points.map((p) => p.balance);
  const min = Math.min(...balances);
  const max = Math.max(...balances);
  const span = max - min || 1;
  const pad = 4;
  const x = (i: number) => (points.length === 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (points.length - 1));
  const y = (balance: number) => pad + ((max - balance) * (height - 2 * pad)) / span;
  const coordinates = points.map((p, i) => `${x(i).toFixed(1)},${y(p.balance).toFixed(1)}`);
  const line = `M${coordinates.join('L')}`;
  const area = `${line}L${x(points.length - 1).toFixed(1)},${height}L${x(0).toFixed(1)},${height}Z`;
  const lowest = points.reduce((a, b) => (b.balance < a.balance ? b : a));
  const highest = points.reduce((a, b) => (b.balance > a.balance ? b : a));
  return { line, area, zeroY: min < 0 && max > 0 ? y(0) : null, lowest, highest };
}
