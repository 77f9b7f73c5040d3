import { makeAutoObservable, runInAction } from 'mobx';
import { passwordProblem } from '../../../../contract/rules/PasswordPolicy';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { SessionStorage } from '../../../kernel/ports/SessionStorage';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import { fieldProblems } from '../../../platform/forms/fieldProblems';
import { parseDateOfBirth } from '../core/domain/PasswordReset';
import type { CompletePasswordReset } from '../core/use-cases/CompletePasswordReset';
import type { StartPasswordReset } from '../core/use-cases/StartPasswordReset';
import { ResetCodeForm, ResetDetailsForm } from './forms/PasswordResetForms';

export type ResetStep = 'details' | 'code' | 'done';
export type ResetField = 'customerNumber' | 'dateOfBirth' | 'code' | 'newPassword' | 'confirmPassword';

/** Where the reset in progress survives a reload of the tab (never the passwords). */
export const RESET_DRAFT_KEY = 'apply:password-reset';
const FIELDS: Record<Exclude<ResetStep, 'done'>, ResetField[]> = {
  details: ['customerNumber', 'dateOfBirth'],
  code: ['code', 'newPassword', 'confirmPassword'],
};

interface Draft { customerNumber: string; dateOfBirth: string; resetId: string | null }

/** /apply/password-reset: details, then the texted code and a new password, then done. */
export class PasswordResetStore {
  customerNumber = '';
  dateOfBirth = '';
  code = '';
  newPassword = '';
  confirmPassword = '';
  resetId: string | null = null;
  step: ResetStep = 'details';
  submitted = false;
  busy = false;
  /** A message for the whole step (the server's answer), shown in the error summary. */
  failure: string | null = null;

  constructor(
    private readonly start: StartPasswordReset,
    private readonly complete: CompletePasswordReset,
    private readonly storage: SessionStorage,
    private readonly apiErrors: HandleApiError,
  ) {
    makeAutoObservable<this, 'start' | 'complete' | 'storage' | 'apiErrors'>(this,
      { start: false, complete: false, storage: false, apiErrors: false }, { autoBind: true });
    this.restore();
  }

  set(field: ResetField, value: string): void {
    this[field] = value;
    if (field === 'customerNumber' || field === 'dateOfBirth') this.save();
  }

  get errors(): Partial<Record<ResetField, string>> {
    if (this.step === 'details') {
      const errors = fieldProblems<ResetField>(Object.assign(new ResetDetailsForm(), { customerNumber: this.customerNumber, dateOfBirth: this.dateOfBirth }));
      if (!errors.dateOfBirth && !parseDateOfBirth(this.dateOfBirth)) errors.dateOfBirth = 'Enter a real date of birth';
      return errors;
    }
    const errors = fieldProblems<ResetField>(Object.assign(new ResetCodeForm(), { code: this.code }));
    const problem = passwordProblem({ password: this.newPassword, customerNumber: this.customerNumber });
    if (problem) errors.newPassword = problem;
    if (this.confirmPassword !== this.newPassword) errors.confirmPassword = 'The passwords do not match';
    return errors;
  }

  get visibleErrors(): Partial<Record<ResetField, string>> {
    return this.submitted ? this.errors : {};
  }

  /** The error summary's lines, in the order of the fields on the page, then the server's answer. */
  get summary(): { field: string; message: string }[] {
    if (this.step === 'done') return [];
    const lines = FIELDS[this.step].flatMap((field) => {
      const message = this.visibleErrors[field];
      return message ? [{ field, message }] : [];
    });
    return this.failure ? [...lines, { field: FIELDS[this.step][0]!, message: this.failure }] : lines;
  }

  async sendCode(): Promise<void> {
    this.submitted = true;
    this.failure = null;
    if (Object.keys(this.errors).length > 0 || this.busy) return;
    this.busy = true;
    try {
      const { resetId } = await this.start.execute({ customerNumber: this.customerNumber, dateOfBirth: parseDateOfBirth(this.dateOfBirth)! });
      runInAction(() => { this.resetId = resetId; this.step = 'code'; this.submitted = false; this.save(); });
    } catch (error) {
      runInAction(() => { this.failure = this.messageFor(error, 'password-reset/start'); });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  async resetPassword(): Promise<void> {
    this.submitted = true;
    this.failure = null;
    if (Object.keys(this.errors).length > 0 || this.busy || !this.resetId) return;
    this.busy = true;
    try {
      await this.complete.execute({ resetId: this.resetId, customerNumber: this.customerNumber, code: this.code, newPassword: this.newPassword });
      runInAction(() => {
        this.step = 'done';
        this.code = this.newPassword = this.confirmPassword = '';
        this.storage.remove(RESET_DRAFT_KEY);
      });
    } catch (error) {
      runInAction(() => { this.failure = this.messageFor(error, 'password-reset/complete'); });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  /** Back to the first step for a new code (the answers stay). */
  startAgain(): void {
    this.step = 'details';
    this.resetId = null;
    this.code = '';
    this.failure = null;
    this.submitted = false;
    this.save();
  }

  private messageFor(error: unknown, queryKey: string): string {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      const message = (error.response as { message?: unknown } | null)?.message;
      if (typeof message === 'string') return message;
    }
    this.apiErrors.execute(error, { queryKey });
    return 'Sorry, something went wrong. Please try again later.';
  }

  private save(): void {
    const draft: Draft = { customerNumber: this.customerNumber, dateOfBirth: this.dateOfBirth, resetId: this.resetId };
    this.storage.set(RESET_DRAFT_KEY, JSON.stringify(draft));
  }

  private restore(): void {
    try {
      const draft = JSON.parse(this.storage.get(RESET_DRAFT_KEY) ?? 'null') as Draft | null;
      if (!draft) return;
      this.customerNumber = draft.customerNumber ?? '';
      this.dateOfBirth = draft.dateOfBirth ?? '';
      this.resetId = draft.resetId ?? null;
      this.step = this.resetId ? 'code' : 'details';
    } catch {
      this.storage.remove(RESET_DRAFT_KEY);
    }
  }
}
