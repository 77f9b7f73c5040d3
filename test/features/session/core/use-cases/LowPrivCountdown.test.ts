import { LowPrivCountdown } from '../../../../../src/features/session/core/use-cases/LowPrivCountdown';
import { FakeClock } from '../../../../kernel/fakes/FakeClock';

describe('LowPrivCountdown', () => {
  it('fires when lowpriv_in reaches 0, not a millisecond before', () => {
    const clock = new FakeClock();
    const onZero = jest.fn();
    new LowPrivCountdown(clock).execute({ lowprivInSeconds: 90, onZero });
    clock.advance(89_999);
    expect(onZero).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('fires at once for a grant that is already low privilege (lowpriv_in 0)', () => {
    const clock = new FakeClock();
    const onZero = jest.fn();
    new LowPrivCountdown(clock).execute({ lowprivInSeconds: 0, onZero });
    clock.advance(0);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const clock = new FakeClock();
    const onZero = jest.fn();
    new LowPrivCountdown(clock).execute({ lowprivInSeconds: 10, onZero })();
    clock.advance(20_000);
    expect(onZero).not.toHaveBeenCalled();
  });
});
