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

  it('keeps its time while an answer is consistent with it (the header is truncated to the second), so the time never jitters', () => {
    const clock = new ServerDateClock();
    const sentAt = clock.deviceNow();
    clock.follow(new Date(sentAt).toUTCString(), sentAt);
    clock.follow(new Date(sentAt + 900).toUTCString(), sentAt);
    expect(clock.offsetMs()).toBe(0);
  });

  it('is not pulled back by a slow answer: the header was written while the request was in flight', () => {
    const clock = new ServerDateClock();
    const sentAt = clock.deviceNow() - 8_000; // left eight seconds ago, answered at once
    clock.follow(new Date(sentAt).toUTCString(), sentAt);
    expect(clock.offsetMs()).toBe(0);
  });

  it("is not pulled back by an answer in flight while the device's clock jumped ahead with the bank's", () => {
    const clock = new ServerDateClock();
    const sentAt = clock.deviceNow() - 301_000; // the request left before a five-minute jump
    clock.follow(new Date(sentAt + 200).toUTCString(), sentAt);
    expect(clock.offsetMs()).toBe(0);
  });

  it('follows a device a few seconds off once the round trip rules its own time out', () => {
    const clock = new ServerDateClock();
    const sentAt = clock.deviceNow();
    clock.follow(new Date(sentAt + 4_000).toUTCString(), sentAt);
    expect(clock.offsetMs()).toBeGreaterThan(3_000);
    expect(clock.offsetMs()).toBeLessThan(5_500);
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
