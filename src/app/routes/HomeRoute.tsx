import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { TOKENS } from '../../platform/tokens';
import { useService } from '../../platform/ui/ServiceProvider';
import { Loader } from '../../design-system/Loader';

/**
 * `/` (spec section 2): the dashboard for a logged-in customer; otherwise the bank's public
 * site on a secure connection, and the login page on plain http (local development).
 */
export const HomeRoute = observer(function HomeRoute() {
  const session = useService(TOKENS.SessionStore);
  const routing = useService(TOKENS.RoutingStore);
  const leave = session.ready && !session.isLoggedIn && routing.isSecureConnection;
  useEffect(() => {
    if (leave) routing.leaveForPublicSite();
  }, [leave, routing]);
  if (!session.ready || leave) return <Loader />;
  return <Redirect to={session.isLoggedIn ? '/dashboard' : '/login'} replace />;
});
