import { InactivityDialog } from './InactivityDialog';
import { LoginDialog } from './LoginDialog';
import { SessionTimeoutDialog } from './SessionTimeoutDialog';

/** The session's global dialogs, mounted once beside the routes. (The challenge dialog goes with the page that needs it.) */
export function SessionDialogs() {
  return (
    <>
      <LoginDialog />
      <InactivityDialog />
      <SessionTimeoutDialog />
    </>
  );
}
