import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import type { FeatureFlagName } from '../../kernel/domain/FeatureFlags';
import { useService } from '../../platform/ui/ServiceProvider';
import { PLATFORM_TOKENS } from '../../platform/tokens';
import { PageLoading } from './PageLoading';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { SESSION_TOKENS } from '../../features/session/index';
import { useFeatureFlags } from '../../features/session/ui';

export interface PageGateProps {
  /** The page is internet banking: a customer who is not logged in gets the required login dialog. */
  requiresLogin?: boolean;
  /** The page exists only while this feature flag is on. */
  feature?: FeatureFlagName;
  children: ReactNode;
}

/**
 * The page gate: a loader while the session or the feature list loads; the
 * not-found page when the page's flag is off; for a login-required page, the required login
 * dialog (not in the webview, where the native app logs in) and nothing rendered until the
 * customer has logged in.
 */
export const PageGate = observer(function PageGate({ requiresLogin = false, feature, children }: PageGateProps) {
  const session = useService(SESSION_TOKENS.SessionStore);
  // Only a flag-gated page asks for the feature list (and only for a logged-in customer).
  const features = useFeatureFlags(feature !== undefined);
  // In the webview the native app owns logging in: after a failed restore it has been told
  // 'timeout', so the page asks for no password of its own.
  const native = useService(PLATFORM_TOKENS.NativeBridge);
  const mustLogIn = requiresLogin && session.ready && !session.isLoggedIn && !native.isWebview;

  useEffect(() => {
    if (!mustLogIn) return undefined;
    session.requestLogin({ required: true });
    return () => session.releaseRequiredLogin();
  }, [mustLogIn, session]);

  if (!session.ready) return <PageLoading />;
  if (requiresLogin && !session.isLoggedIn) return null;
  if (feature) {
    // Flags are only fetched for a logged-in customer: for anyone else every flag is off.
    if (session.isLoggedIn && !features.ready) return <PageLoading />;
    if (!features.isEnabled(feature)) return <NotFoundPage />;
  }
  return <>{children}</>;
});
