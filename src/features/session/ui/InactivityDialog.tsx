import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { SESSION_TOKENS } from '../tokens';

/** One minute before the inactivity logout. The customer has to choose. */
export const InactivityDialog = observer(function InactivityDialog() {
  const session = useService(SESSION_TOKENS.SessionStore);
  const open = session.inactivityWarningOpen;
  // The safe choice has the focus: a stray Enter must not log the customer out. This effect
  // runs after the Dialog's own (children's effects run first), so it wins.
  useEffect(() => {
    if (open) document.querySelector<HTMLButtonElement>('[data-inactivity-stay]')?.focus();
  }, [open]);
  return (
    <Dialog
      open={open}
      title="Internet banking inactivity"
      tone="warning"
      dismissible={false}
      actions={(
        <>
          <Button variant="secondary" onClick={() => void session.logout()}>Log out</Button>
          <Button data-inactivity-stay variant="primary" onClick={() => void session.stayLoggedIn()}>Stay logged in</Button>
        </>
      )}
    >
      <p>You will be logged out in one minute.</p>
    </Dialog>
  );
});
