import { observer } from 'mobx-react-lite';
import { useLocation, useSearch } from 'wouter';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Dialog } from '../../../design-system/Dialog';
import { LoginFormView } from './LoginFormView';
import { useLingering } from '../../../platform/ui/useLingering';
import { SESSION_TOKENS } from '../tokens';

/**
 * The login dialog: the login form; Cancel and Escape only when login is not
 * required; never closed by clicking the overlay. After login the customer stays on the page
 * they were on, unless their contact details need setting up.
 */
export const LoginDialog = observer(function LoginDialog() {
  const session = useService(SESSION_TOKENS.SessionStore);
  const store = useService(SESSION_TOKENS.LoginStore);
  const [location] = useLocation();
  const search = useSearch();
  const dialog = useLingering(session.loginDialog);
  const cancel = () => {
    store.clear();
    session.dismissLogin();
  };
  return (
    <Dialog open={session.loginDialog !== null} title="Log in to internet banking" dismissible={!dialog?.required} onDismiss={cancel}>
      {dialog ? (
        <LoginFormView
          store={store}
          onLoggedIn={() => void session.completeLogin({ intended: search ? `${location}?${search}` : location })}
          onCancel={dialog.required ? undefined : cancel}
        />
      ) : null}
    </Dialog>
  );
});
