import { observer } from 'mobx-react-lite';
import { HOME_PATH } from '../../kernel/domain/routes';
import { Suspense, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useService } from '../../platform/ui/ServiceProvider';
import { Button } from '../../design-system/Button';
import { BrandMark } from './BrandMark';
import { lazyWithRetry } from '../../platform/ui/loading/lazyWithRetry';
import './Header.css';
import { SESSION_TOKENS } from '../../features/session/index';
import { MESSAGES_TOKENS } from '../../features/messages';
import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

// The logged-in navigation is one chunk (see loggedInNavigation.ts), asked for once a session exists.
const navigation = () => import(/* webpackChunkName: "navigation" */ './navigation/loggedInNavigation');
const MessagesIndicator = lazyWithRetry(() => navigation().then((m) => ({ default: m.MessagesIndicator })));
const TopNavigation = lazyWithRetry(() => navigation().then((m) => ({ default: m.TopNavigation })));
const TabBar = lazyWithRetry(() => navigation().then((m) => ({ default: m.TabBar })));

/** Log in, except on the login page, whose own form has a "Login" beside which a second only confuses. */
function LogInButton({ onClick }: { onClick: () => void }) {
  const [location] = useLocation();
  return location === '/login' ? null : <Button size="small" variant="primary" onClick={onClick}>Log in</Button>;
}

export interface HeaderProps {
  onLogIn?: () => void;
  onLogOut?: () => void;
  /** The areas whose links the navigation shows (src/app/features.ts unless the app was given others). */
  features?: readonly FeatureManifest[];
}

function useLogOut(onLogOut?: () => void) {
  const session = useService(SESSION_TOKENS.SessionStore);
  return onLogOut ?? (() => { void session.logout(); });
}

/**
 * The site header: the skip link, the brand, and Log in; logged in, the messages indicator
 * (a badge on a phone), Log out and the top navigation on wide screens. Only the parts that
 * show the location read it, so a route switch does not render the whole header.
 */
export const Header = observer(function Header(props: HeaderProps) {
  const session = useService(SESSION_TOKENS.SessionStore);
  const messages = useService(MESSAGES_TOKENS.UnreadCountStore);
  const logIn = props.onLogIn ?? (() => session.requestLogin());
  const logOut = useLogOut(props.onLogOut);
  const loggedIn = session.isLoggedIn;

  useEffect(() => {
    if (loggedIn) void messages.refresh();
    else messages.clear();
  }, [loggedIn, messages]);

  return (
    <header className="site-header">
      {/* First in the banner, so it is the first Tab and inside a landmark. */}
      <a className="skip-link" href="#main">Skip to main content</a>
      <div className="site-header__inner">
        <Link href={loggedIn ? HOME_PATH : '/login'} className="site-header__home" aria-label="Kōwhai Bank home">
          <BrandMark />
        </Link>
        <div className="site-header__actions">
          {loggedIn ? (
            <>
              <Suspense fallback={null}><MessagesIndicator label={messages.label} unread={messages.unread} /></Suspense>
              <Button size="small" variant="secondary" className="site-header__wide" onClick={logOut}>Log out</Button>
            </>
          ) : <LogInButton onClick={logIn} />}
        </div>
      </div>
      {loggedIn ? <Suspense fallback={null}><TopNavigation features={props.features} /></Suspense> : null}
    </header>
  );
});

/** The phone's bottom tab bar (with the More menu), for a logged-in customer; after the page in the Tab order. */
export const PhoneTabBar = observer(function PhoneTabBar({ onLogOut, features }: Pick<HeaderProps, 'onLogOut' | 'features'>) {
  const session = useService(SESSION_TOKENS.SessionStore);
  const messages = useService(MESSAGES_TOKENS.UnreadCountStore);
  const logOut = useLogOut(onLogOut);
  if (!session.isLoggedIn) return null;
  return <Suspense fallback={null}><TabBar messagesLabel={messages.label} unread={messages.unread} onLogOut={logOut} features={features} /></Suspense>;
});
