import { throttle } from '../../../src/kernel/domain/throttle';
import { FakeClock } from '../fakes/FakeClock';

describe('throttle (leading and trailing, on the Clock port)', () => {
  function setup() {
    const clock = new FakeClock(0);
    const runs: number[] = [];
    let result: boolean | void;
    const throttled = throttle(clock, 800, () => { runs.push(clock.now()); return result; });
    return { clock, runs, throttled, skipNext: (skip: boolean) => { result = skip ? false : undefined; } };
  }

  it('runs the first call at once and folds later calls into one run at the end of the window', () => {
    const { clock, runs, throttled } = setup();
    throttled.call();
    clock.advance(100);
    throttled.call();
    throttled.call();
    clock.advance(1000);
    expect(runs).toEqual([0, 800]);
  });

  it('keeps runs at least the window apart while calls keep coming', () => {
    const { clock, runs, throttled } = setup();
    for (let t = 0; t < 2000; t += 100) { throttled.call(); clock.advance(100); }
    clock.advance(2000);
    expect(runs).toEqual([0, 800, 1600, 2400]);
  });

  it('leaves the window closed after a run that returned false', () => {
    const { clock, runs, throttled, skipNext } = setup();
    skipNext(true);
    throttled.call();
    skipNext(false);
    clock.advance(10);
    throttled.call();
    expect(runs).toEqual([0, 10]);
  });

  it('drops a waiting trailing run on cancel', () => {
    const { clock, runs, throttled } = setup();
    throttled.call();
    throttled.call();
    throttled.cancel();
    clock.advance(2000);
    expect(runs).toEqual([0]);
    expect(clock.pending).toBe(0);
  });
});
