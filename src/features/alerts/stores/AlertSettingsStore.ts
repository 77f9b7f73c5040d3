import { makeAutoObservable, runInAction } from 'mobx';
import { queryKey } from '../../../kernel/domain/QueryKey';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import type { AlertChannel, AlertKind } from '../../../../contract/rules/AlertThreshold';
import type { AlertPreference } from '../core/domain/AlertPreference';
import type { AlertsService } from '../core/ports/AlertsService';
import { alertProblems, type AlertProblems, type SaveAlerts } from '../core/use-cases/SaveAlerts';

export const ALERTS_QUERY = queryKey<AlertPreference[]>('alerts');

export const ALERT_MESSAGES = {
  loadFailed: "We couldn't load your alerts. Please try again later.",
  saveFailed: "Sorry, we couldn't save your alerts right now. Nothing has changed; please try again.",
  saved: 'Your alerts have been saved.',
} as const;

/** "1,250" or "$1,250" as typed → integer cents; null when it is not a whole amount yet. */
function toCents(typed: string): number | null {
  const bare = typed.replace(/[$,\s]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(bare)) return null;
  const [dollars = '0', cents = ''] = bare.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/**
 * The Alerts page: the three alerts as the customer edits them (amounts kept as typed, so
 * nothing typed is lost to an error), their problems after a save, and the save's outcome.
 */
export class AlertSettingsStore {
  alerts: AlertPreference[] | null = null;
  typed: Partial<Record<AlertKind, string>> = {};
  problems: AlertProblems = {};
  loadFailed = false;
  saving = false;
  outcome: 'saved' | 'failed' | null = null;

  constructor(
    private readonly service: AlertsService, private readonly saveAlerts: SaveAlerts,
    private readonly cache: QueryCache, private readonly errors: HandleApiError,
  ) {
    makeAutoObservable<this, 'service' | 'saveAlerts' | 'cache' | 'errors'>(this, { service: false, saveAlerts: false, cache: false, errors: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadFailed = false;
    try {
      const alerts = await this.cache.fetch(ALERTS_QUERY, () => this.service.list());
      runInAction(() => {
        this.alerts = alerts.map((a) => ({ ...a }));
        this.typed = Object.fromEntries(alerts.map((a) => [a.kind, a.thresholdCents === null ? '' : String(a.thresholdCents / 100)]));
      });
    } catch {
      runInAction(() => { this.loadFailed = true; });
    }
  }

  setEnabled(kind: AlertKind, enabled: boolean): void { this.edit(kind, { enabled }); }

  setChannel(kind: AlertKind, channel: AlertChannel): void { this.edit(kind, { channel }); }

  setAmount(kind: AlertKind, typed: string): void {
    this.typed[kind] = typed;
    this.edit(kind, { thresholdCents: typed.trim() === '' ? null : toCents(typed) ?? Number.NaN });
  }

  async save(): Promise<void> {
    if (!this.alerts || this.saving) return;
    this.outcome = null;
    this.problems = alertProblems(this.alerts);
    if (Object.keys(this.problems).length > 0) return;
    this.saving = true;
    try {
      const result = await this.saveAlerts.execute(this.alerts);
      runInAction(() => {
        if ('problems' in result) { this.problems = result.problems; return; }
        this.alerts = result.saved.map((a) => ({ ...a }));
        this.outcome = 'saved';
      });
      this.cache.invalidate(ALERTS_QUERY);
    } catch (error) {
      this.errors.execute(error, { queryKey: 'alerts/save' });
      runInAction(() => { this.outcome = 'failed'; });
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }

  private edit(kind: AlertKind, change: Partial<AlertPreference>): void {
    if (!this.alerts) return;
    this.alerts = this.alerts.map((alert) => (alert.kind === kind ? { ...alert, ...change } : alert));
    this.outcome = null;
    if (this.problems[kind]) this.problems = alertProblems(this.alerts);
  }
}
