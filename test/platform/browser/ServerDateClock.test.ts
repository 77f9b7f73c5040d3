import { ServerDateClock } from '../../../src/platform/browser/ServerDateClock';
import { describeClockContract } from '../../kernel/contracts/Clock.contract';

describeClockContract('ServerDateClock', () => ({
  clock: new ServerDateClock(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}));

describe('ServerDateClock follows the bank', () => {
  const DAY = 86_400_000;

  it("takes the server's Date header as the time, so a moved sandbox clock reaches the browser", () => {
    const clock = new ServerDateClock();
    const server = new Date(Date.now() + 32 * DAY);
    clock.follow(server.toUTCString());
    expect(Math.abs(clock.now() - server.getTime())).toBeLessThan(2_000);
    expect(clock.offsetMs()).toBeGreaterThan(31 * DAY);
  });

  it('ignores the header resolution and network delay (a few seconds), so the time never jitters', () => {
    const clock = new ServerDateClock();
    clock.follow(new Date(Date.now() + 2_000).toUTCString());
    expect(clock.offsetMs()).toBe(0);
  });

  it('ignores a missing or unreadable header', () => {
    const clock = new ServerDateClock();
    clock.follow(null);
    clock.follow('yesterday-ish');
    expect(clock.offsetMs()).toBe(0);
  });

  it('comes back when the sandbox clock is reset', () => {
    const clock = new ServerDateClock();
    clock.follow(new Date(Date.now() + 3 * DAY).toUTCString());
    clock.follow(new Date().toUTCString());
    expect(Math.abs(clock.offsetMs())).toBeLessThan(2_000);
  });
});
