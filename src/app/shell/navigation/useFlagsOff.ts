import { useEffect } from 'react';
import { useService } from '../../../platform/ui/ServiceProvider';
import { SESSION_TOKENS } from '../../../features/session/index';

/** Whether a feature flag is known to be off for the customer (unknown flags are not "off"). */
export type FlagOff = (flag: string) => boolean;

/**
 * For the logged-in navigation: fetches the customer's flags (its links require some)
 * and says which are off, so a link whose page a flag hides is left out
 * (navItems.ts shownNavigation). Call it from an observer. Kept apart from navItems so the
 * header's first chunk does not carry the navigation.
 */
export function useFlagsOff(): FlagOff {
  const session = useService(SESSION_TOKENS.SessionStore);
  const features = useService(SESSION_TOKENS.FeatureStore);
  const loggedIn = session.isLoggedIn;
  useEffect(() => { if (loggedIn) void features.ensureLoaded(); }, [loggedIn, features]);
  // Read here, in the observer's render: the list is replaced only as `ready` turns true (per
  // customer), so this re-renders the header, and hands its children a new predicate, then.
  const ready = features.ready;
  return (flag) => ready && !features.isEnabled(flag);
}
