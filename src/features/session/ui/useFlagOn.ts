import type { FeatureFlagName } from '../../../kernel/domain/FeatureFlags';
import { useFeatureFlags } from './useFeatureFlags';

/**
 * Whether a link to a flag-gated page may show: true only once the logged-in customer's flags
 * say the flag is on, the same test the page gate makes (src/app/routes/PageGate.tsx), so a link
 * never leads to the not-found page. Loads the flags when needed. Call it from an observer.
 */
export function useFlagOn(flag: FeatureFlagName): boolean {
  return useFeatureFlags(true).isEnabled(flag);
}
