import { validateSync } from 'class-validator';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoginFailure, LOGIN_MESSAGES } from '../core/domain/LoginFailure';
import { SESSION_POLICY } from '../core/domain/SessionPolicy';
import { LoginForm } from './LoginForm';
import type { SessionStore } from './SessionStore';

type Field = 'customerNumber' | 'password';

/** UI state of the login form: values, field errors after a submit, and the failure alert. */
export class LoginStore {
  customerNumber = '';
  password = '';
  submitted = false;
  submitting = false;
  failure: LoginFailure | null = null;

  constructor(private readonly session: SessionStore) {
    makeAutoObservable<this, 'session'>(this, { session: false }, { autoBind: true });
  }

  setCustomerNumber(value: string): void {
    // Only digits, at most 7: the keypad is numeric but paste and desktop keyboards are not.
    this.customerNumber = value.replace(/\D/g, '').slice(0, SESSION_POLICY.customerNumberMaxLength);
  }

  setPassword(value: string): void {
    this.password = value;
  }

  get errors(): Partial<Record<Field, string>> {
    const form = Object.assign(new LoginForm(), { customerNumber: this.customerNumber, password: this.password });
    const result: Partial<Record<Field, string>> = {};
    for (const error of validateSync(form)) {
      const message = Object.values(error.constraints ?? {})[0];
      if (message) result[error.property as Field] = message;
    }
    return result;
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
    this.submitted = true;
    this.failure = null;
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

  /** Forgets what was typed and any failure (Cancel, or after a login). */
  clear(): void {
    this.customerNumber = '';
    this.password = '';
    this.submitted = false;
    this.failure = null;
  }
}
