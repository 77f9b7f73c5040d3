import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useService } from '../../platform/ui/ServiceProvider';
import { APP_TOKENS } from '../tokens';
import { SESSION_TOKENS } from '../../features/session/index';

/**
 * What happens once per page load: remember the landing path (for the hand-off rule), check
 * the system status (down → /apply/back-soon) and restore the session silently; then keep the
 * status fresh as the customer moves around.
 */
export function useStartup(): void {
  const session = useService(SESSION_TOKENS.SessionStore);
  const status = useService(APP_TOKENS.SystemStatusStore);
  const routing = useService(APP_TOKENS.RoutingPolicy);
  const [location] = useLocation();
  useState(() => routing.landedAt(location));
  useEffect(() => {
    void status.check();
    void session.start();
  }, [session, status]);
  // Mid-session: each page the customer opens, and a return to the tab, reads a stale status again.
  useEffect(() => { void status.checkIfStale(); }, [status, location]);
  useEffect(() => {
    const onVisible = () => { if (document.visibilityState === 'visible') void status.checkIfStale(); };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [status]);
}
