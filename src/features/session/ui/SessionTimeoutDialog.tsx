import { observer } from 'mobx-react-lite';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { SESSION_TOKENS } from '../tokens';

/** The session is over. OK (or Escape) goes to /login. */
export const SessionTimeoutDialog = observer(function SessionTimeoutDialog() {
  const session = useService(SESSION_TOKENS.SessionStore);
  return (
    <Dialog
      open={session.timeoutDialogOpen}
      title="Session time out"
      tone="info"
      onDismiss={session.acknowledgeTimeout}
      actions={<Button variant="primary" onClick={session.acknowledgeTimeout}>OK</Button>}
    >
      <p>You will need to log in again to access internet banking.</p>
    </Dialog>
  );
});
