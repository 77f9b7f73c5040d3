import { observer } from 'mobx-react-lite';
import { TOKENS } from '../../../platform/tokens';
import { useService } from '../../../platform/ui/ServiceProvider';
import { ErrorPage } from './ErrorPage';

/** Spec section 2: the error variant that sends the customer back to the dashboard (or to / when logged out). */
export const WorkingOnItPage = observer(function WorkingOnItPage() {
  const session = useService(TOKENS.SessionStore);
  return (
    <ErrorPage
      message="We're working on it. Sorry for the inconvenience."
      action={{ label: 'Back to dashboard', href: session.isLoggedIn ? '/online/dashboard' : '/' }}
    />
  );
});
