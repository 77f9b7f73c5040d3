import type { ActivitySource } from '../../../src/kernel/ports/ActivitySource';

export interface ActivitySubject { source: ActivitySource; key(): void; click(): void; scroll(): void }

export function describeActivitySourceContract(name: string, make: () => ActivitySubject) {
  describe(`${name} honours the ActivitySource contract`, () => {
    it('tells a listener about key presses, clicks and scrolling', () => {
      const subject = make();
      const listener = jest.fn();
      const stop = subject.source.subscribe(listener);
      subject.key();
      subject.click();
      subject.scroll();
      expect(listener).toHaveBeenCalledTimes(3);
      stop();
    });

    it('stops telling a listener that unsubscribed', () => {
      const subject = make();
      const listener = jest.fn();
      subject.source.subscribe(listener)();
      subject.key();
      subject.click();
      expect(listener).not.toHaveBeenCalled();
    });
  });
}
