import { axisMoney, balanceChart, niceStep } from '../../../../../src/features/accounts/core/domain/balanceChart';

const series = (...balances: number[]) => balances.map((balance, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, balance }));

describe('the balance chart geometry', () => {
  it('draws nothing for no points', () => {
    expect(balanceChart([], 640, 160)).toBeNull();
  });

  it('runs left to right across the box, and finds the lowest and highest days', () => {
    const chart = balanceChart(series(10_000, 5_000, 20_000), 640, 160);
    expect(chart?.points.map((p) => p.x)).toEqual([0, 320, 640]);
    expect(chart?.lowest).toEqual({ date: '2026-11-02', balance: 5_000 });
    expect(chart?.highest).toEqual({ date: '2026-11-03', balance: 20_000 });
    expect(chart?.line.startsWith('M0.0,')).toBe(true);
  });

  it('puts round ticks from at or below the lowest to at or above the highest, evenly, top to bottom', () => {
    const chart = balanceChart(series(1_234_567, 2_458_375, 1_890_000), 640, 160);
    const ticks = chart?.ticks ?? [];
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks[0]?.value).toBeLessThanOrEqual(1_234_567);
    expect(ticks.at(-1)?.value).toBeGreaterThanOrEqual(2_458_375);
    expect(ticks[0]?.y).toBe(160);
    expect(ticks.at(-1)?.y).toBe(0);
    const steps = ticks.slice(1).map((t, i) => t.value - (ticks[i]?.value ?? 0));
    expect(new Set(steps).size).toBe(1);
    for (const point of chart?.points ?? []) expect(point.y >= 0 && point.y <= 160).toBe(true);
  });

  it('puts a balance that never moved mid-chart, between round figures', () => {
    const chart = balanceChart(series(2_500_000, 2_500_000, 2_500_000), 640, 160);
    const ticks = chart?.ticks ?? [];
    expect(ticks[0]?.value).toBeLessThan(2_500_000);
    expect(ticks.at(-1)?.value).toBeGreaterThan(2_500_000);
    expect(ticks.every((t) => t.value % 100_000 === 0)).toBe(true);
    expect(chart?.points[0]?.y).toBeGreaterThan(0);
    expect(chart?.points[0]?.y).toBeLessThan(160);
  });

  it('marks zero when an overdrawn balance crosses it', () => {
    expect(balanceChart(series(-5_000, 10_000), 640, 160)?.zeroY).not.toBeNull();
    expect(balanceChart(series(5_000, 10_000), 640, 160)?.zeroY).toBeNull();
  });

  it('labels about four dates, the first and the last among them', () => {
    const dates = balanceChart(series(...Array.from({ length: 90 }, (_, i) => i * 100)), 640, 160)?.dates ?? [];
    expect(dates.map((d) => d.index)).toEqual([0, 30, 59, 89]);
  });

  it('steps by 1, 2, 2.5 or 5 times a power of ten, in whole cents', () => {
    expect(niceStep(1_223_808)).toBe(500_000);
    expect(niceStep(90_000)).toBe(50_000);
    expect(niceStep(0)).toBe(50);
    for (const span of [7, 333, 12_345, 9_999_999]) expect(String(niceStep(span))).toMatch(/^(1|2|25|5)0*$/);
  });

  it('labels the axis in whole dollars, thousands shortened when the step is wide enough', () => {
    expect(axisMoney(2_500_000, 500_000)).toBe('$25k');
    expect(axisMoney(250_000, 50_000)).toBe('$2.5k');
    expect(axisMoney(95_000, 5_000)).toBe('$950');
    expect(axisMoney(120_000, 10_000)).toBe('$1,200');
    expect(axisMoney(-120_000, 50_000)).toBe('−$1.2k');
  });
});
