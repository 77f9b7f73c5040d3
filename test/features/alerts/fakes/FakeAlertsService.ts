import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { alertThresholdProblem } from '../../../../contract/rules/AlertThreshold';
import type { AlertPreference } from '../../../../src/features/alerts/core/domain/AlertPreference';
import type { AlertsService } from '../../../../src/features/alerts/core/ports/AlertsService';

/** Alerts held in memory with the sandbox's rules: all off by email at first; the threshold rule on save. */
export class FakeAlertsService implements AlertsService {
  failing = false;
  saves = 0;
  private alerts: AlertPreference[] = (['low-balance', 'large-payment', 'new-login'] as const)
    .map((kind) => ({ kind, enabled: false, thresholdCents: null, channel: 'email' as const }));

  async list(): Promise<AlertPreference[]> {
    if (this.failing) throw new ApiError(503);
    return this.alerts.map((a) => ({ ...a }));
  }

  async save(changes: AlertPreference[]): Promise<AlertPreference[]> {
    if (this.failing) throw new ApiError(503);
    for (const change of changes) {
      const problem = change.enabled ? alertThresholdProblem(change.kind, change.thresholdCents) : null;
      if (problem) throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: problem });
    }
    this.saves += 1;
    this.alerts = this.alerts.map((a) => ({ ...(changes.find((c) => c.kind === a.kind) ?? a) }));
    return this.list();
  }
}
