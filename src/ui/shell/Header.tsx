import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { TOKENS } from '../../di/tokens';
import { useService } from '../../di/ServiceProvider';
import { BrandMark } from './BrandMark';
import './Header.css';

/** The site header: brand and, when logged in, who is logged in. */
export const Header = observer(function Header() {
  const session = useService(TOKENS.SessionStore);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href={session.isLoggedIn ? '/online/dashboard' : '/login'} className="site-header__home" aria-label="Kōwhai Bank home">
          <BrandMark />
        </Link>
      </div>
    </header>
  );
});
