import type { Clock } from '../ports/Clock';

export interface Throttled {
  /** Runs now if no window is open; otherwise marks one trailing run for the window's end. */
  call(): void;
  /** Drops a waiting trailing run and closes the window. */
  cancel(): void;
}

/**
 * Leading and trailing throttle on the Clock port, so FakeClock drives it in tests.
 * `fn` takes no arguments on purpose: the trailing run reads the caller's latest state
 * (the latest query) when it fires, not the state of the call that scheduled it.
 * A run opens a new window, so runs are always at least `ms` apart; a run that returns
 * false did nothing after all (its check failed) and leaves the window closed.
 */
export function throttle(clock: Clock, ms: number, fn: () => boolean | void): Throttled {
  let cancelWindow: (() => void) | null = null;
  let trailing = false;

  const openWindow = () => {
    cancelWindow = clock.after(ms, () => {
      cancelWindow = null;
      if (!trailing) return;
      trailing = false;
      if (fn() !== false) openWindow();
    });
  };

  return {
    call() {
      if (cancelWindow) {
        trailing = true;
        return;
      }
      if (fn() !== false) openWindow();
    },
    cancel() {
      trailing = false;
      cancelWindow?.();
      cancelWindow = null;
    },
  };
}
