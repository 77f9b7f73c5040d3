import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { TOKENS } from '../../platform/tokens';
import { useService } from '../../platform/ui/ServiceProvider';
import { Button } from '../../design-system/Button';
import { BrandMark } from './BrandMark';
import { MessagesIndicator } from './navigation/MessagesIndicator';
import { MobileMenu } from './navigation/MobileMenu';
import { TopNavigation } from './navigation/TopNavigation';
import { useSessionActions } from './navigation/useSessionActions';
import './Header.css';

export interface HeaderProps {
  onLogIn?: () => void;
  onLogOut?: () => void;
}

/**
 * The site header. Logged out: the brand and Log in. Logged in: the messages indicator,
 * Log out and the top navigation; on small screens all of that moves into the Menu.
 */
export const Header = observer(function Header(props: HeaderProps) {
  const session = useService(TOKENS.SessionStore);
  const messages = useService(TOKENS.MessagesStore);
  const { logIn, logOut } = useSessionActions(props);
  const loggedIn = session.isLoggedIn;

  useEffect(() => {
    if (loggedIn) void messages.refresh();
    else messages.clear();
  }, [loggedIn, messages]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href={loggedIn ? '/online/dashboard' : '/login'} className="site-header__home" aria-label="Kōwhai Bank home">
          <BrandMark />
        </Link>
        <div className="site-header__actions">
          {loggedIn ? (
            <>
              <MessagesIndicator label={messages.label} className="site-header__wide" />
              <Button size="small" variant="secondary" className="site-header__wide" onClick={logOut}>Log out</Button>
              <MobileMenu messagesLabel={messages.label} onLogOut={logOut} />
            </>
          ) : (
            <Button size="small" variant="primary" onClick={logIn}>Log in</Button>
          )}
        </div>
      </div>
      {loggedIn ? <TopNavigation /> : null}
    </header>
  );
});
