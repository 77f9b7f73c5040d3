import { observer } from 'mobx-react-lite';
import { HOME_PATH } from '../../kernel/domain/routes';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useService } from '../../platform/ui/ServiceProvider';
import { Button } from '../../design-system/Button';
import { BrandMark } from './BrandMark';
import { MessagesIndicator } from './navigation/MessagesIndicator';
import { MobileMenu } from './navigation/MobileMenu';
import { TopNavigation } from './navigation/TopNavigation';
import './Header.css';
import { APP_TOKENS } from '../tokens';
import { SESSION_TOKENS } from '../../features/session/index';

/** Log in, except on the login page, whose own form has a "Login" beside which a second only confuses. */
function LogInButton({ onClick }: { onClick: () => void }) {
  const [location] = useLocation();
  return location === '/login' ? null : <Button size="small" variant="primary" onClick={onClick}>Log in</Button>;
}

export interface HeaderProps {
  onLogIn?: () => void;
  onLogOut?: () => void;
}

/**
 * The site header. Logged out: the brand and Log in. Logged in: the messages indicator,
 * Log out and the top navigation; on small screens all of that moves into the Menu. Only the
 * parts that show the location read it, so a route switch does not render the whole header.
 */
export const Header = observer(function Header(props: HeaderProps) {
  const session = useService(SESSION_TOKENS.SessionStore);
  const messages = useService(APP_TOKENS.MessagesStore);
  const logIn = props.onLogIn ?? (() => session.requestLogin());
  const logOut = props.onLogOut ?? (() => { void session.logout(); });
  const loggedIn = session.isLoggedIn;

  useEffect(() => {
    if (loggedIn) void messages.refresh();
    else messages.clear();
  }, [loggedIn, messages]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href={loggedIn ? HOME_PATH : '/login'} className="site-header__home" aria-label="Kōwhai Bank home">
          <BrandMark />
        </Link>
        <div className="site-header__actions">
          {loggedIn ? (
            <>
              <MessagesIndicator label={messages.label} className="site-header__wide" />
              <Button size="small" variant="secondary" className="site-header__wide" onClick={logOut}>Log out</Button>
              <MobileMenu messagesLabel={messages.label} onLogOut={logOut} />
            </>
          ) : <LogInButton onClick={logIn} />}
        </div>
      </div>
      {loggedIn ? <TopNavigation /> : null}
    </header>
  );
});
