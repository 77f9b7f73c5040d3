import { ChallengeDialog } from './ChallengeDialog';
import { InactivityDialog } from './InactivityDialog';
import { LoginDialog } from './LoginDialog';
import { SessionTimeoutDialog } from './SessionTimeoutDialog';

/** The session's global dialogs, mounted once beside the routes. */
export function SessionDialogs() {
  return (
    <>
      <LoginDialog />
      <InactivityDialog />
      <SessionTimeoutDialog />
      <ChallengeDialog />
    </>
  );
}
