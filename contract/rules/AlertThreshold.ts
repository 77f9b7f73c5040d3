/**
 * The alerts a customer can ask for, and the rule for their thresholds, applied by the
 * Alerts form and by the server alike. Thresholds are whole dollars in integer cents.
 */
export const ALERT_KINDS = ['low-balance', 'large-payment', 'new-login'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_CHANNELS = ['email', 'sms'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** Which alerts need an amount: new-login has none. */
export const needsThreshold = (kind: AlertKind): boolean => kind !== 'new-login';

/** The largest threshold the bank takes: $1,000,000. */
export const MAX_ALERT_THRESHOLD_CENTS = 100_000_000;

const LABELS: Record<AlertKind, string> = {
  'low-balance': 'low balance', 'large-payment': 'large payment', 'new-login': 'new login',
};

/** Why a threshold cannot be used for an alert that is switched on, or null. */
export function alertThresholdProblem(kind: AlertKind, thresholdCents: number | null): string | null {
  if (!needsThreshold(kind)) return null;
  if (thresholdCents === null) return `Enter the amount for the ${LABELS[kind]} alert`;
  if (!Number.isSafeInteger(thresholdCents) || thresholdCents % 100 !== 0) return 'Enter a whole dollar amount';
  if (thresholdCents < 100) return 'Enter an amount of at least $1';
  if (thresholdCents > MAX_ALERT_THRESHOLD_CENTS) return 'Enter an amount of at most $1,000,000';
  return null;
}
