import { WindowClock } from '../../../src/adapters/browser/WindowClock';
import { describeClockContract } from '../../contracts/Clock.contract';

describeClockContract('WindowClock', () => ({
  clock: new WindowClock(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}));
