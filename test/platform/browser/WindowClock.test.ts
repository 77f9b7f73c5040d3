import { WindowClock } from '../../../src/platform/browser/WindowClock';
import { describeClockContract } from '../../kernel/contracts/Clock.contract';

describeClockContract('WindowClock', () => ({
  clock: new WindowClock(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}));
