import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'wouter';
import { TOKENS } from '../../di/tokens';
import { useService } from '../../di/ServiceProvider';
import { Button } from '../design-system/Button';
import { BrandMark } from './BrandMark';
import './Header.css';

/**
 * The site header: brand, and Log in / Log out. (Placeholder until shell-ui's navigation
 * header lands, which calls the same SessionStore.requestLogin() / logout().)
 */
export const Header = observer(function Header() {
  const session = useService(TOKENS.SessionStore);
  const [location] = useLocation();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href={session.isLoggedIn ? '/online/dashboard' : '/login'} className="site-header__home" aria-label="Kōwhai Bank home">
          <BrandMark />
        </Link>
        {session.isLoggedIn ? (
          <Button size="small" variant="secondary" onClick={() => void session.logout()}>Log out</Button>
        ) : location === '/login' ? null : (
          <Button size="small" variant="primary" onClick={() => session.requestLogin()}>Log in</Button>
        )}
      </div>
    </header>
  );
});
