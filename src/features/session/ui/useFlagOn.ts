import { useEffect } from 'react';
import type { FeatureFlagName } from '../../../kernel/domain/FeatureFlags';
import { useService } from '../../../platform/ui/ServiceProvider';
import { SESSION_TOKENS } from '../tokens';

/**
 * Whether a link to a flag-gated page may show: true only once the logged-in customer's flags
 * say the flag is on, the same test the page gate makes (src/app/routes/PageGate.tsx), so a link
 * never leads to the not-found page. Loads the flags when needed. Call it from an observer.
 */
export function useFlagOn(flag: FeatureFlagName): boolean {
  const session = useService(SESSION_TOKENS.SessionStore);
  const features = useService(SESSION_TOKENS.FeatureStore);
  const loggedIn = session.isLoggedIn;
  useEffect(() => { if (loggedIn) void features.ensureLoaded(); }, [loggedIn, features]);
  return features.isEnabled(flag);
}
