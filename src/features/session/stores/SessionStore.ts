import { makeAutoObservable, runInAction } from 'mobx';
import { LoginFailure } from '../core/domain/LoginFailure';
import type { TokenGrant } from '../core/domain/TokenGrant';
import type { Navigator } from '../../../kernel/ports/Navigator';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { ExpireSession } from '../core/use-cases/ExpireSession';
import type { Login } from '../core/use-cases/Login';
import type { LoginWithPasskey } from '../core/use-cases/LoginWithPasskey';
import type { Logout } from '../core/use-cases/Logout';
import type { MonitorSession, SessionMonitor } from '../core/use-cases/MonitorSession';
import type { RedirectAfterLogin } from '../core/use-cases/RedirectAfterLogin';
import type { RestoreSession } from '../core/use-cases/RestoreSession';

/** The session state machine (see architecture.md for the transitions). */
export type SessionStatus = 'loggedOut' | 'loggingIn' | 'loggedIn' | 'expired' | 'lockedOut';

export interface SessionUseCases {
  login: Login;
  /** Absent where passkeys are not offered (tests, and roots without them). */
  loginWithPasskey?: LoginWithPasskey;
  restore: RestoreSession;
  logout: Logout;
  expire: ExpireSession;
  monitor: MonitorSession;
  redirectAfterLogin: RedirectAfterLogin;
  errors: HandleApiError;
  navigator: Navigator;
}

/** Domain state (who is logged in) and the session's global dialogs. Forms keep their own state. */
export class SessionStore {
  status: SessionStatus = 'loggedOut';
  grant: TokenGrant | null = null;
  /** False until start-up restore has finished: pages wait for it. */
  ready = false;
  /** The login dialog, when open; `required` hides Cancel and Escape. */
  loginDialog: { required: boolean } | null = null;
  timeoutDialogOpen = false;
  inactivityWarningOpen = false;
  private monitor: SessionMonitor | null = null;
  private starting: Promise<void> | null = null;

  constructor(private readonly use: SessionUseCases) {
    makeAutoObservable<this, 'use' | 'monitor' | 'starting'>(this, { use: false, monitor: false, starting: false }, { autoBind: true });
    use.errors.onSessionExpired(() => this.expireFromCode());
  }

  get isLoggedIn(): boolean {
    return this.status === 'loggedIn';
  }

  get customerNumber(): string | null {
    return this.grant?.customerNumber ?? null;
  }

  /** Start-up: restores the session silently when it can. Safe to call more than once. */
  start(): Promise<void> {
    this.starting ??= this.use.restore.execute().then((grant) => runInAction(() => {
      if (grant && this.status === 'loggedOut') this.enter(grant);
      this.ready = true;
    }));
    return this.starting;
  }

  /** Logs in; resolves on success, rejects with the LoginFailure to show otherwise. */
  async login(input: { customerNumber: string; password: string }): Promise<void> {
    this.status = 'loggingIn';
    try {
      const grant = await this.use.login.execute(input);
      runInAction(() => this.enter(grant));
    } catch (error) {
      runInAction(() => {
        this.status = error instanceof LoginFailure && error.reason === 'locked' ? 'lockedOut' : 'loggedOut';
      });
      throw error;
    }
  }

  /** Whether this device can log in with a passkey (not in the native webview). */
  get passkeysSupported(): boolean {
    return this.use.loginWithPasskey?.supported() ?? false;
  }

  /** Logs in with a passkey; resolves true when logged in, false when cancelled at the device; rejects with the LoginFailure to show. */
  async loginWithPasskey(input: { customerNumber?: string } = {}): Promise<boolean> {
    if (!this.use.loginWithPasskey) return false;
    this.status = 'loggingIn';
    try {
      const grant = await this.use.loginWithPasskey.execute(input);
      runInAction(() => { if (grant) this.enter(grant); else this.status = 'loggedOut'; });
      return grant !== null;
    } catch (error) {
      runInAction(() => { this.status = 'loggedOut'; });
      throw error;
    }
  }

  /** After a login: closes the dialog and goes to contact setup, or where the customer was going. */
  async completeLogin(input: { intended: string | null }): Promise<void> {
    this.loginDialog = null;
    const path = await this.use.redirectAfterLogin.execute(input);
    if (path !== this.use.navigator.currentPath()) this.use.navigator.navigate(path, { replace: true });
  }

  /** Opens the login dialog (Log in button, or a page that requires login). */
  requestLogin(options: { required?: boolean } = {}): void {
    if (this.isLoggedIn || this.timeoutDialogOpen) return;
    // The login page already shows the form: a second one in a dialog would only confuse.
    if (!options.required && this.use.navigator.currentPath().startsWith('/login')) return;
    this.loginDialog = { required: options.required === true };
  }

  /** Cancel or Escape: only an optional login dialog closes. */
  dismissLogin(): void {
    if (this.loginDialog && !this.loginDialog.required) this.loginDialog = null;
  }

  /** A page that required login was left: its login dialog goes with it. */
  releaseRequiredLogin(): void {
    if (this.loginDialog?.required) this.loginDialog = null;
  }

  /** Logout: revoke, forget, clear, and go to /login?loggedOut=true. */
  async logout(): Promise<void> {
    this.leave('loggedOut');
    await this.use.logout.execute({ navigate: true, reason: 'chosen' });
  }

  /** The inactivity timer ran out: the same logout, and the login page says it was for inactivity. */
  async logoutForInactivity(): Promise<void> {
    this.leave('loggedOut');
    await this.use.logout.execute({ navigate: true, reason: 'inactivity' });
  }

  /** 'Stay logged in' on the inactivity warning: a fresh token and fresh timers. */
  async stayLoggedIn(): Promise<void> {
    this.inactivityWarningOpen = false;
    await this.monitor?.stayLoggedIn();
  }

  /** OK on 'Session time out': to the login page. */
  acknowledgeTimeout(): void {
    this.timeoutDialogOpen = false;
    this.status = 'loggedOut';
    this.use.navigator.navigate('/login');
  }

  private enter(grant: TokenGrant): void {
    this.monitor?.stop();
    this.grant = grant;
    this.status = 'loggedIn';
    this.loginDialog = null;
    this.timeoutDialogOpen = false;
    this.monitor = this.use.monitor.execute(grant, {
      onWarn: () => runInAction(() => { this.inactivityWarningOpen = true; }),
      onInactive: () => { void this.logoutForInactivity(); },
      onExpired: () => { void this.expireAndLogOut(); },
      onRefreshed: (next) => runInAction(() => { this.grant = next; }),
    });
  }

  private leave(status: SessionStatus): void {
    this.monitor?.stop();
    this.monitor = null;
    this.grant = null;
    this.status = status;
    this.inactivityWarningOpen = false;
    this.loginDialog = null;
  }

  /** lowpriv_in reached 0 (or a refresh was refused): logged out, and the timeout dialog opens. */
  private async expireAndLogOut(): Promise<void> {
    this.leave('expired');
    this.timeoutDialogOpen = true;
    // Not the customer's choice: the bank records it as a timeout, like the inactivity logout.
    await this.use.logout.execute({ navigate: false, reason: 'inactivity' });
  }

  /** A call answered 7009, 98 or 7008: the session is already over at the bank. */
  private expireFromCode(): void {
    if (!this.isLoggedIn) return;
    this.leave('expired');
    this.timeoutDialogOpen = true;
    this.use.expire.execute();
  }
}
