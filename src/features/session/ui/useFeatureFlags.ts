import { useEffect } from 'react';
import { useService } from '../../../platform/ui/ServiceProvider';
import type { FeatureStore } from '../stores/FeatureStore';
import { SESSION_TOKENS } from '../tokens';

/**
 * The logged-in customer's feature flags, for a view that shows something by a flag. The spec's
 * rule for the feature list (§7): fetched only when logged in and a flag is required. So the
 * list is asked for only while `needed` (the view shows something a flag decides: a flag-gated
 * page, a link to one) and the customer is logged in; once per customer (FeatureStore), and a
 * failed call reads as an empty list (LoadFeatures). Call it from an observer.
 */
export function useFeatureFlags(needed: boolean): FeatureStore {
  const session = useService(SESSION_TOKENS.SessionStore);
  const features = useService(SESSION_TOKENS.FeatureStore);
  const loggedIn = session.isLoggedIn;
  useEffect(() => { if (needed && loggedIn) void features.ensureLoaded(); }, [needed, loggedIn, features]);
  return features;
}
