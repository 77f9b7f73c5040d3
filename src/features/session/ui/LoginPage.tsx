import { BRAND } from '../../../../contract/rules/brand';
import { useSearch } from 'wouter';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Alert } from '../../../design-system/Alert';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { LoginFormView } from './LoginFormView';
import './LoginPage.css';
import { SESSION_TOKENS } from '../tokens';

/** Said after a logout the customer did not choose: their inactivity timer ran out. */
export const INACTIVITY_LOGOUT_MESSAGE = "You were logged out because you weren't active for a while. This keeps your banking safe. Log in again to carry on.";

/** /login, /login?loggedOut=true (chosen) and /login?loggedOut=true&reason=inactivity. After login: contact setup, or `next`, or home. */
export function LoginPage() {
  const store = useService(SESSION_TOKENS.LoginStore);
  const session = useService(SESSION_TOKENS.SessionStore);
  const params = new URLSearchParams(useSearch());
  return (
    <Wrapper narrow>
      <Tile className="login-page">
        <h1>Log in to internet banking</h1>
        {params.get('loggedOut') === 'true' && params.get('reason') !== 'inactivity' ? <Alert tone="success">You have logged out of internet banking.</Alert> : null}
        {params.get('loggedOut') === 'true' && params.get('reason') === 'inactivity' ? <Alert tone="info">{INACTIVITY_LOGOUT_MESSAGE}</Alert> : null}
        <LoginFormView store={store} focusOnArrival onLoggedIn={() => void session.completeLogin({ intended: params.get('next') })} />
      </Tile>
      <p className="login-page__help">Need help logging in? Call us on {BRAND.phone}.</p>
    </Wrapper>
  );
}
