import { makeAutoObservable, runInAction } from 'mobx';
import { LoginFailure } from '../../core/domain/LoginFailure';
import type { TokenGrant } from '../../core/domain/TokenGrant';
import type { Login } from '../../core/use-cases/session/Login';

/** The session state machine of spec section 4 (issue 3 grows expiry and restore). */
export type SessionStatus = 'loggedOut' | 'loggingIn' | 'loggedIn' | 'expired' | 'lockedOut';

/** Domain state: who is logged in. Forms and dialogs keep their own UI state elsewhere. */
export class SessionStore {
  status: SessionStatus = 'loggedOut';
  grant: TokenGrant | null = null;

  constructor(private readonly loginUseCase: Login) {
    makeAutoObservable<this, 'loginUseCase'>(this, { loginUseCase: false }, { autoBind: true });
  }

  get isLoggedIn(): boolean {
    return this.status === 'loggedIn';
  }

  get customerNumber(): string | null {
    return this.grant?.customerNumber ?? null;
  }

  /** Logs in; resolves on success, rejects with the LoginFailure to show otherwise. */
  async login(input: { customerNumber: string; password: string }): Promise<void> {
    this.status = 'loggingIn';
    try {
      const grant = await this.loginUseCase.execute(input);
      runInAction(() => {
        this.grant = grant;
        this.status = 'loggedIn';
      });
    } catch (error) {
      runInAction(() => {
        this.status = error instanceof LoginFailure && error.reason === 'locked' ? 'lockedOut' : 'loggedOut';
      });
      throw error;
    }
  }
}
