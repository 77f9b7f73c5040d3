import { useLocation } from 'wouter';
import { TOKENS } from '../../../platform/tokens';
import { useService } from '../../../platform/ui/ServiceProvider';

export interface SessionActions { logIn: () => void; logOut: () => void }

/** What SessionStore gains with the session work (issue 3): used when present. */
interface SessionCommands { requestLogin?: () => void; logout?: () => Promise<void> }

/**
 * The Log in / Log out actions for the header and the debug panel. A container may pass its
 * own; otherwise SessionStore's requestLogin() / logout() are used when the store has them,
 * and the login page is the fallback (a full page load to it drops the in-memory token).
 */
export function useSessionActions(overrides: { onLogIn?: () => void; onLogOut?: () => void } = {}): SessionActions {
  const session = useService(TOKENS.SessionStore) as object as SessionCommands;
  const [, navigate] = useLocation();
  return {
    logIn: overrides.onLogIn ?? (() => (session.requestLogin ? session.requestLogin() : navigate('/login'))),
    logOut: overrides.onLogOut ?? (() => (session.logout ? void session.logout() : window.location.assign('/login?loggedOut=true'))),
  };
}
