import type { AlertPreference } from '../domain/AlertPreference';

/** The logged-in customer's alerts (GET and PUT /api/alerts). Rejects with an ApiError on failure. */
export interface AlertsService {
  /** The three alerts, one of each kind, as the bank holds them. */
  list(): Promise<AlertPreference[]>;
  /** Replaces the alerts given; resolves with all three as saved. A threshold the rule refuses is a 400 (4010). */
  save(alerts: AlertPreference[]): Promise<AlertPreference[]>;
}
