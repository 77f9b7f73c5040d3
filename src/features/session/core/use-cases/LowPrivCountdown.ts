import type { Clock } from '../../../../kernel/ports/Clock';

/**
 * Counts the grant's lowpriv_in down: at 0 the session has dropped to low
 * privilege, so the customer is logged out and the timeout dialog opens. Returns a cancel.
 */
export class LowPrivCountdown {
  constructor(private readonly clock: Clock) {}

  execute(input: { lowprivInSeconds: number; onZero(): void }): () => void {
    return this.clock.after(Math.max(0, input.lowprivInSeconds) * 1000, input.onZero);
  }
}
