import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LoginFailure, LOGIN_MESSAGES } from '../core/domain/LoginFailure';
import { SESSION_POLICY } from '../core/domain/SessionPolicy';
import type { LoginField as Field, validateLogin } from './LoginForm';
import type { SessionStore } from './SessionStore';

// class-validator and the form's rules are not needed to show the login page: they arrive in
// their own chunk when the customer starts typing (at the latest, when they submit).
const loadValidator = () => import(/* webpackChunkName: "login-form" */ './LoginForm').then((m) => m.validateLogin);

/** UI state of the login form: values, field errors after a submit, and the failure alert. */
export class LoginStore {
  customerNumber = '';
  password = '';
  submitted = false;
  submitting = false;
  failure: LoginFailure | null = null;
  private validate: typeof validateLogin | null = null;
  private validatorLoading: Promise<void> | null = null;

  constructor(private readonly session: SessionStore) {
    makeAutoObservable<this, 'session' | 'validate' | 'validatorLoading'>(this, { session: false, validate: observableRef, validatorLoading: false }, { autoBind: true });
  }

  /** Starts loading the form's rules (once); resolves when they are here. */
  private loadRules(): Promise<void> {
    this.validatorLoading ??= loadValidator().then((validate) => runInAction(() => { this.validate = validate; }));
    return this.validatorLoading;
  }

  setCustomerNumber(value: string): void {
    void this.loadRules();
    // Only digits, at most 7: the keypad is numeric but paste and desktop keyboards are not.
    this.customerNumber = value.replace(/\D/g, '').slice(0, SESSION_POLICY.customerNumberMaxLength);
  }

  setPassword(value: string): void {
    void this.loadRules();
    this.password = value;
  }

  /** The field errors of the values as they are (none until the rules have arrived). */
  get errors(): Partial<Record<Field, string>> {
    return this.validate ? this.validate({ customerNumber: this.customerNumber, password: this.password }) : {};
  }

  /** The field errors to show: none until the customer has tried to submit. */
  get visibleErrors(): Partial<Record<Field, string>> {
    return this.submitted ? this.errors : {};
  }

  get failureMessage(): string | null {
    return this.failure ? LOGIN_MESSAGES[this.failure.reason] : null;
  }

  /** Validates, then logs in. Resolves true when logged in. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.submitted = true;
    this.failure = null;
    await this.loadRules();
    if (Object.keys(this.errors).length > 0 || this.submitting) return false;
    this.submitting = true;
    try {
      await this.session.login({ customerNumber: this.customerNumber, password: this.password });
      runInAction(() => this.clear());
      return true;
    } catch (error) {
      runInAction(() => {
        this.failure = error instanceof LoginFailure ? error : new LoginFailure('unavailable');
        this.password = '';
        this.submitted = false;
      });
      return false;
    } finally {
      runInAction(() => { this.submitting = false; });
    }
  }

  /** Whether to offer "Log in with a passkey" (a browser with WebAuthn; never the native webview). */
  get passkeyOffered(): boolean {
    return this.session.passkeysSupported;
  }

  /**
   * Logs in with a passkey (the customer number, when typed, goes along). Resolves true when
   * logged in; false when cancelled at the device or refused (the failure is then shown).
   */
  async submitPasskey(): Promise<boolean> {
    if (this.submitting) return false;
    this.failure = null;
    this.submitted = false;
    this.submitting = true;
    try {
      const loggedIn = await this.session.loginWithPasskey(this.customerNumber ? { customerNumber: this.customerNumber } : {});
      if (loggedIn) runInAction(() => this.clear());
      return loggedIn;
    } catch (error) {
      runInAction(() => { this.failure = error instanceof LoginFailure ? error : new LoginFailure('unavailable'); });
      return false;
    } finally {
      runInAction(() => { this.submitting = false; });
    }
  }

  /** Forgets what was typed and any failure (Cancel, or after a login). */
  clear(): void {
    this.customerNumber = '';
    this.password = '';
    this.submitted = false;
    this.failure = null;
  }
}
