import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { TOKENS } from '../../platform/tokens';
import { useService } from '../../platform/ui/ServiceProvider';

/**
 * What happens once per page load: remember the landing path (for the hand-off rule), check
 * the system status (down → /apply/back-soon) and restore the session silently.
 */
export function useStartup(): void {
  const session = useService(TOKENS.SessionStore);
  const status = useService(TOKENS.SystemStatusStore);
  const routing = useService(TOKENS.RoutingStore);
  const [location] = useLocation();
  useState(() => routing.landedAt(location));
  useEffect(() => {
    void status.check();
    void session.start();
  }, [session, status]);
}
