import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { TOKENS } from '../../di/tokens';
import { useService } from '../../di/ServiceProvider';

/** Renders its children only for a logged-in customer; others go to /login and come back. */
export const RequireLogin = observer(function RequireLogin({ children }: { children: ReactNode }) {
  const session = useService(TOKENS.SessionStore);
  const [location] = useLocation();
  if (!session.isLoggedIn) return <Redirect to={`/login?next=${encodeURIComponent(location)}`} replace />;
  return <>{children}</>;
});
