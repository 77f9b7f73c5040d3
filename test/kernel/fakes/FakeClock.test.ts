import { describeClockContract } from '../contracts/Clock.contract';
import { FakeClock } from './FakeClock';

describeClockContract('FakeClock', () => {
  const clock = new FakeClock();
  return { clock, wait: async (ms) => clock.advance(ms) };
});

describe('FakeClock helpers', () => {
  it('fires timers set by timers within the same advance, in order', () => {
    const clock = new FakeClock(0);
    const log: string[] = [];
    clock.after(10, () => { log.push('a@10'); clock.after(5, () => log.push('b@15')); });
    clock.after(12, () => log.push('c@12'));
    clock.advance(20);
    expect(log).toEqual(['a@10', 'c@12', 'b@15']);
    expect(clock.now()).toBe(20);
    expect(clock.pending).toBe(0);
  });
});
