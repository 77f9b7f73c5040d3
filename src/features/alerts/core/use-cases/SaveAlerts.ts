import { alertThresholdProblem, type AlertKind } from '../../../../../contract/rules/AlertThreshold';
import type { AlertPreference } from '../domain/AlertPreference';
import type { AlertsService } from '../ports/AlertsService';

export type AlertProblems = Partial<Record<AlertKind, string>>;

/** The alerts' problems by the one threshold rule: an alert that is off may have any amount. */
export function alertProblems(alerts: readonly AlertPreference[]): AlertProblems {
  const problems: AlertProblems = {};
  for (const alert of alerts) {
    const problem = alert.enabled ? alertThresholdProblem(alert.kind, alert.thresholdCents) : null;
    if (problem) problems[alert.kind] = problem;
  }
  return problems;
}

/** Saves the alerts when every switched-on alert has a good amount; otherwise says which does not. */
export class SaveAlerts {
  constructor(private readonly alerts: AlertsService) {}

  async execute(input: readonly AlertPreference[]): Promise<{ saved: AlertPreference[] } | { problems: AlertProblems }> {
    const problems = alertProblems(input);
    if (Object.keys(problems).length > 0) return { problems };
    return { saved: await this.alerts.save([...input]) };
  }
}
