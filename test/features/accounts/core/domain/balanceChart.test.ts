import { balanceChart } from '../../../../../src/features/accounts/core/domain/balanceChart';

const points = [
  { date: '2026-11-21', balance: 10_000 }, { date: '2026-11-22', balance: -5_000 }, { date: '2026-11-23', balance: 20_000 },
];

describe('balanceChart', () => {
  it('spans the box from the lowest to the highest balance, left to right', () => {
    const chart = balanceChart(points, 104, 58);
    expect(chart?.line).toBe('M4.0,24.0L52.0,54.0L100.0,4.0');
    expect(chart?.lowest).toEqual(points[1]);
    expect(chart?.highest).toEqual(points[2]);
  });

  it('marks where 0 falls when the balance crosses it, and not otherwise', () => {
    expect(balanceChart(points, 104, 58)?.zeroY).toBeCloseTo(44);
    expect(balanceChart([{ date: '2026-11-23', balance: 5 }, { date: '2026-11-24', balance: 9 }], 100, 50)?.zeroY).toBeNull();
  });

  it('draws a flat line for a balance that never moved, and nothing for no days', () => {
    expect(balanceChart([{ date: '2026-11-22', balance: 7 }, { date: '2026-11-23', balance: 7 }], 108, 58)?.line).toBe('M4.0,4.0L104.0,4.0');
    expect(balanceChart([], 100, 50)).toBeNull();
  });
});
