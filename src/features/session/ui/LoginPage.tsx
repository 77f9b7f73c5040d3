import { BRAND } from '../../../../contract/rules/brand';
import { useSearch } from 'wouter';
import { TOKENS } from '../../../platform/tokens';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Alert } from '../../../design-system/Alert';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { LoginFormView } from './LoginFormView';
import './LoginPage.css';

/** /login and /login?loggedOut=true. After login: contact setup, or `next`, or home. */
export function LoginPage() {
  usePageTitle('Log in', { indexable: true });
  const store = useService(TOKENS.LoginStore);
  const session = useService(TOKENS.SessionStore);
  const params = new URLSearchParams(useSearch());
  return (
    <Wrapper narrow>
      <Tile className="login-page">
        <h1>Log in to internet banking</h1>
        {params.get('loggedOut') === 'true' ? <Alert tone="success">You have logged out of internet banking.</Alert> : null}
        <LoginFormView store={store} onLoggedIn={() => void session.completeLogin({ intended: params.get('next') })} />
      </Tile>
      <p className="login-page__help">Need help logging in? Call us on {BRAND.phone}.</p>
    </Wrapper>
  );
}
