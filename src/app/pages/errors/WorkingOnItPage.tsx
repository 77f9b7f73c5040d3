import { observer } from 'mobx-react-lite';
import { HOME_PATH } from '../../../kernel/domain/routes';
import { useService } from '../../../platform/ui/ServiceProvider';
import { ErrorPage } from './ErrorPage';
import { SESSION_TOKENS } from '../../../features/session/index';

/** The error variant that sends the customer back to the dashboard (or to / when logged out). */
export const WorkingOnItPage = observer(function WorkingOnItPage() {
  const session = useService(SESSION_TOKENS.SessionStore);
  return (
    <ErrorPage
      message="We're working on it. Sorry for the inconvenience."
      action={{ label: 'Back to dashboard', href: session.isLoggedIn ? HOME_PATH : '/' }}
    />
  );
});
