import { observer } from 'mobx-react-lite';
import { TOKENS } from '../../../di/tokens';
import { useService } from '../../../di/ServiceProvider';
import { Button } from '../../design-system/Button';
import { Dialog } from '../../design-system/Dialog';

/** Spec section 2: one minute before the inactivity logout. The customer has to choose. */
export const InactivityDialog = observer(function InactivityDialog() {
  const session = useService(TOKENS.SessionStore);
  return (
    <Dialog
      open={session.inactivityWarningOpen}
      title="Internet banking inactivity"
      tone="warning"
      dismissible={false}
      actions={(
        <>
          <Button variant="secondary" onClick={() => void session.logout()}>Log out</Button>
          <Button variant="primary" onClick={() => void session.stayLoggedIn()}>Stay logged in</Button>
        </>
      )}
    >
      <p>You will be logged out in one minute.</p>
    </Dialog>
  );
});
