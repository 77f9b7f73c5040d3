import { BRAND } from '../../../core/domain/brand';
import { useLocation, useSearch } from 'wouter';
import { TOKENS } from '../../../di/tokens';
import { useService } from '../../../di/ServiceProvider';
import { Alert } from '../../design-system/Alert';
import { Tile } from '../../design-system/Tile';
import { Wrapper } from '../../design-system/Wrapper';
import { usePageTitle } from '../../shell/usePageTitle';
import { LoginFormView } from './LoginFormView';
import './LoginPage.css';

/** Only same-site paths may be a post-login destination: no open redirects. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/online/dashboard';
}

export function LoginPage() {
  usePageTitle('Log in');
  const store = useService(TOKENS.LoginStore);
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  return (
    <Wrapper narrow>
      <Tile className="login-page">
        <h1>Log in to internet banking</h1>
        {params.get('loggedOut') === 'true' ? <Alert tone="success">You have logged out of internet banking.</Alert> : null}
        <LoginFormView store={store} onLoggedIn={() => navigate(safeNext(params.get('next')), { replace: true })} />
      </Tile>
      <p className="login-page__help">Need help logging in? Call us on {BRAND.phone}.</p>
    </Wrapper>
  );
}
