import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { useService } from '../../platform/ui/ServiceProvider';
import { Loader } from '../../design-system/Loader';
import { APP_TOKENS } from '../tokens';
import { SESSION_TOKENS } from '../../features/session/index';

/**
 * `/`: the dashboard for a logged-in customer; otherwise the bank's public
 * site on a secure connection, and the login page on plain http (local development).
 */
export const HomeRoute = observer(function HomeRoute() {
  const session = useService(SESSION_TOKENS.SessionStore);
  const routing = useService(APP_TOKENS.RoutingPolicy);
  const leave = session.ready && !session.isLoggedIn && routing.isSecureConnection;
  useEffect(() => {
    if (leave) routing.leaveForPublicSite();
  }, [leave, routing]);
  if (!session.ready || leave) return <Loader />;
  return <Redirect to={session.isLoggedIn ? '/dashboard' : '/login'} replace />;
});
