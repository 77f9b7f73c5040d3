import { ApiError } from '../../../kernel/domain/ApiError';
import { ContactFieldProblem } from '../core/use-cases/ChangeContactMethods';

/** The words for a missing or wrong password (the form's own check, or the bank's 400), else null. */
export function passwordFailure(error: unknown): string | null {
  if (error instanceof ContactFieldProblem) return error.field === 'password' ? error.message : null;
  const message = error instanceof ApiError && error.status === 400 ? (error.response as { message?: unknown } | null)?.message : null;
  return typeof message === 'string' && /password/i.test(message) ? message : null;
}
