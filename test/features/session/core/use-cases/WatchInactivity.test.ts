import { WatchInactivity } from '../../../../../src/features/session/core/use-cases/WatchInactivity';
import { FakeClock } from '../../../../kernel/fakes/FakeClock';

function watch(timeoutSeconds: number | null) {
  const clock = new FakeClock();
  const log: string[] = [];
  const started = clock.now();
  const at = () => `${(clock.now() - started) / 1000}s`;
  const handle = new WatchInactivity(clock).execute({
    timeoutSeconds,
    onWarn: () => log.push(`warn@${at()}`),
    onTimeout: () => log.push(`timeout@${at()}`),
  });
  return { clock, log, handle };
}

describe('WatchInactivity', () => {
  it('lasts lowpriv_in seconds and warns one minute before the end, to the second', () => {
    const { clock, log } = watch(300);
    clock.advance(239_999);
    expect(log).toEqual([]);
    clock.advance(1);
    expect(log).toEqual(['warn@240s']);
    clock.advance(59_999);
    expect(log).toEqual(['warn@240s']);
    clock.advance(1);
    expect(log).toEqual(['warn@240s', 'timeout@300s']);
  });

  it('lasts 10 minutes when lowpriv_in is absent: warning at 9 minutes', () => {
    const { clock, log } = watch(null);
    clock.advance(9 * 60_000);
    expect(log).toEqual(['warn@540s']);
    clock.advance(60_000);
    expect(log).toEqual(['warn@540s', 'timeout@600s']);
  });

  it('starts again from a restart, with a new length when given', () => {
    const { clock, log, handle } = watch(600);
    clock.advance(500_000);
    handle.restart();
    clock.advance(500_000);
    expect(log).toEqual([]);
    handle.restart(120);
    clock.advance(60_000);
    expect(log).toEqual(['warn@1060s']);
  });

  it('fires nothing once stopped', () => {
    const { clock, log, handle } = watch(600);
    handle.stop();
    clock.advance(700_000);
    expect(log).toEqual([]);
    expect(clock.pending).toBe(0);
  });
});
