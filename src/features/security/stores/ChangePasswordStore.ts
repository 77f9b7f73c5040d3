import { validateSync } from 'class-validator';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../kernel/domain/ApiError';
import { EscalationFailure, SafeguardBlocked } from '../../../kernel/domain/Escalation';
import { NATIVE_ERROR } from '../../../kernel/domain/NativeErrorCode';
import type { SecurityService } from '../core/ports/SecurityService';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { ChallengeStore, RunSafeguarded } from '../../escalation';
import { passwordProblem } from '../../../../contract/rules/PasswordPolicy';
import { ChangePasswordForm } from './ChangePasswordForm';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** The Security page's change-password form: validation, the safeguarded call, and its outcome. */
export class ChangePasswordStore {
  currentPassword = '';
  newPassword = '';
  confirmPassword = '';
  submitted = false;
  submitting = false;
  changed = false;
  /** A message for the whole form (wrong current password, expired code, a server error). */
  failure: string | null = null;

  constructor(
    private readonly security: SecurityService,
    private readonly safeguarded: RunSafeguarded,
    private readonly challenge: ChallengeStore,
    private readonly apiErrors: HandleApiError,
  ) {
    makeAutoObservable<this, 'security' | 'safeguarded' | 'challenge' | 'apiErrors'>(this,
      { security: false, safeguarded: false, challenge: false, apiErrors: false }, { autoBind: true });
  }

  set(field: Field, value: string): void {
    this[field] = value;
    this.changed = false;
  }

  get errors(): Partial<Record<Field, string>> {
    const form = Object.assign(new ChangePasswordForm(), { currentPassword: this.currentPassword });
    const result: Partial<Record<Field, string>> = {};
    for (const error of validateSync(form)) {
      const messages = Object.values(error.constraints ?? {});
      result[error.property as Field] = messages[messages.length - 1];
    }
    const problem = passwordProblem({ password: this.newPassword, currentPassword: this.currentPassword || undefined });
    if (problem) result.newPassword = problem;
    if (this.confirmPassword !== this.newPassword) result.confirmPassword = 'The passwords do not match';
    return result;
  }

  get visibleErrors(): Partial<Record<Field, string>> {
    return this.submitted ? this.errors : {};
  }

  async submit(): Promise<void> {
    this.submitted = true;
    this.failure = null;
    this.changed = false;
    if (Object.keys(this.errors).length > 0 || this.submitting) return;
    this.submitting = true;
    const input = { currentPassword: this.currentPassword, newPassword: this.newPassword };
    try {
      await this.safeguarded.execute((operationId) => this.security.changePassword(input, operationId), this.challenge);
      runInAction(() => {
        this.changed = true;
        this.currentPassword = this.newPassword = this.confirmPassword = '';
        this.submitted = false;
      });
    } catch (error) {
      runInAction(() => { this.failure = this.messageFor(error); });
    } finally {
      runInAction(() => { this.submitting = false; });
    }
  }

  private messageFor(error: unknown): string | null {
    if (error instanceof SafeguardBlocked) return error.block === 'cancelled' ? null : 'Your password has not been changed.';
    if (error instanceof EscalationFailure) return error.message;
    if (error instanceof ApiError && error.nativeErrorCode === NATIVE_ERROR.dataValidation) {
      const message = (error.response as { message?: unknown } | null)?.message;
      return typeof message === 'string' ? message : 'Please check your passwords and try again.';
    }
    // 7009/98/7008 expire the session (the timeout dialog says it all); anything else is reported.
    const handled = this.apiErrors.execute(error, { queryKey: 'security/password' });
    if (handled === 'session-expired') return null;
    return 'Sorry, an error has occurred. Your password has not been changed. Please try again later.';
  }
}
