import type { Cents } from '../../../../../contract/rules/Money';
import type { AlertChannel, AlertKind } from '../../../../../contract/rules/AlertThreshold';

/** One alert the customer can switch on: when it fires (its threshold) and how it reaches them. */
export interface AlertPreference {
  kind: AlertKind;
  enabled: boolean;
  /** Whole dollars in integer cents; null for a new-login alert or an amount not given yet. */
  thresholdCents: Cents | null;
  channel: AlertChannel;
}
