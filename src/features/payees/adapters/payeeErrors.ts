import { ApiError } from '../../../kernel/domain/ApiError';
import { NATIVE_ERROR } from '../../../kernel/domain/NativeErrorCode';
import { PayeeEditingRestricted, PayeeFieldProblem } from '../core/domain/Payee';

/**
 * The bank's refusals of a payee change, as the domain names them: a field problem (400 4010
 * with `field`) and the restriction (6001 from the payee routes). Other errors pass through,
 * the safeguard challenge (6002) among them.
 */
export function payeeError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = error.response as { field?: unknown; message?: unknown } | null;
  if (error.status === 400 && error.nativeErrorCode === NATIVE_ERROR.dataValidation && typeof body?.field === 'string') {
    return new PayeeFieldProblem(body.field, typeof body.message === 'string' ? body.message : 'Check this field');
  }
  if (error.nativeErrorCode === NATIVE_ERROR.safeguardContactUs) return new PayeeEditingRestricted();
  return error;
}

/** Runs a request, translating the bank's payee refusals. */
export async function translated<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw payeeError(error);
  }
}

export const operationHeaders = (operationId?: string) => ({ headers: operationId ? { 'X-Operation-Id': operationId } : {} });
