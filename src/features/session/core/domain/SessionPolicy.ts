import { PLATFORM_POLICY } from '../../../../kernel/domain/PlatformPolicy';

/** Session numbers in one place (with the platform's, which the session also uses). */
export const SESSION_POLICY = {
  ...PLATFORM_POLICY,
  lockoutThreshold: 3,
  customerNumberMaxLength: 7,
  oneTimePasswordLength: 4,
  defaultInactivityMs: 10 * 60_000,
  inactivityWarningBeforeMs: 60_000,
  refreshWhenOlderThanMs: 60_000,
  activityThrottleMs: 10_000,
} as const;

export type SessionPolicy = typeof SESSION_POLICY;
