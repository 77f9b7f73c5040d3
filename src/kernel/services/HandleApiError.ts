import { isSessionExpiry } from '../domain/NativeErrorCode';
import type { Monitoring } from '../ports/Monitoring';

/**
 * The one place of the handling: 7009, 98 and 7008 mean the session is over
 * (listeners expire it and open the timeout dialog); every other error goes to monitoring
 * with the query key of the call that raised it.
 */
export class HandleApiError {
  private listeners: Array<() => void> = [];

  constructor(private readonly monitoring: Monitoring) {}

  /** Calls `listener` whenever a call answers a session-expiry code; returns an unsubscribe. */
  onSessionExpired(listener: () => void): () => void {
    this.listeners.push(listener);
    return () => { this.listeners = this.listeners.filter((l) => l !== listener); };
  }

  execute(error: unknown, context: { queryKey: string }): 'session-expired' | 'reported' {
    if (isSessionExpiry(error)) {
      for (const listener of [...this.listeners]) listener();
      return 'session-expired';
    }
    this.monitoring.report(error, { queryKey: context.queryKey });
    return 'reported';
  }
}
