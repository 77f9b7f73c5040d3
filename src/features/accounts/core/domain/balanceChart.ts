import type { BalancePoint } from './Transaction';

export interface AxisTick { value: number; y: number }
export interface DateTick { index: number; x: number }

export interface ChartGeometry {
  /** The SVG path of the balance line in a width × height box. */
  line: string;
  /** The same line closed down to the bottom, for the shaded area. */
  area: string;
  /** Round balances (cents) at even steps from below the lowest to above the highest, with where each falls: gridlines and labels. */
  ticks: AxisTick[];
  /** About four days spread along the bottom, first and last included, for date labels. */
  dates: DateTick[];
  /** Where each day's point falls, for a marker and its tooltip. */
  points: { x: number; y: number }[];
  /** Where 0 falls (an overdrawn account's line crosses it), or null when 0 is off the chart. */
  zeroY: number | null;
  lowest: BalancePoint;
  highest: BalancePoint;
}

/** A step people read at a glance: 1, 2, 2.5 or 5 times a power of ten, in whole cents, giving about three intervals. */
export function niceStep(span: number): number {
  const rough = Math.max(span, 100) / 3;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * magnitude >= rough) ?? 10;
  return Math.max(1, Math.round(factor * magnitude));
}

/**
 * The geometry of the balance-over-time chart: one point per day, left to right, the vertical
 * scale running between round balances just below the lowest and just above the highest.
 */
export function balanceChart(points: readonly BalancePoint[], width: number, height: number): ChartGeometry | null {
  if (points.length === 0) return null;
  const balances = points.map((p) => p.balance);
  // A balance that did not move (a term deposit, a loan between repayments) sits mid-chart
  // between round figures either side, rather than on an axis of one-cent steps.
  const still = Math.max(...balances) === Math.min(...balances) ? Math.max(1_000, Math.round(Math.abs(balances[0] ?? 0) / 20)) : 0;
  const [min, max] = [Math.min(...balances) - still, Math.max(...balances) + still];
  const step = niceStep(max - min);
  const bottom = Math.floor(min / step) * step;
  const top = Math.max(Math.ceil(max / step) * step, bottom + step);
  const x = (i: number) => (points.length === 1 ? width / 2 : (i * width) / (points.length - 1));
  const y = (balance: number) => ((top - balance) * height) / (top - bottom);
  const at = points.map((p, i) => ({ x: x(i), y: y(p.balance) }));
  const line = `M${at.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('L')}`;
  const area = `${line}L${x(points.length - 1).toFixed(1)},${height}L${x(0).toFixed(1)},${height}Z`;
  const ticks: AxisTick[] = [];
  for (let value = bottom; value <= top; value += step) ticks.push({ value, y: y(value) });
  const last = points.length - 1;
  const dates = [...new Set([0, Math.round(last / 3), Math.round((2 * last) / 3), last])].map((index) => ({ index, x: x(index) }));
  const lowest = points.reduce((a, b) => (b.balance < a.balance ? b : a));
  const highest = points.reduce((a, b) => (b.balance > a.balance ? b : a));
  return { line, area, ticks, dates, points: at, zeroY: bottom < 0 && top > 0 ? y(0) : null, lowest, highest };
}

/** An axis label: '$25k', '$2.5k', '$950', '−$1.2k'; whole dollars, thousands shortened when the step allows. */
export function axisMoney(cents: number, stepCents: number): string {
  const sign = cents < 0 ? '−' : '';
  const dollars = Math.abs(cents) / 100;
  if (dollars >= 1_000_000 && stepCents >= 10_000_000) return `${sign}$${+(dollars / 1_000_000).toFixed(1)}m`;
  if (dollars >= 1_000 && stepCents >= 50_000) return `${sign}$${+(dollars / 1_000).toFixed(1)}k`;
  return `${sign}$${Math.round(dollars).toLocaleString('en-NZ')}`;
}
