/** The spec's text for any response other than 200/204. */
export const UNEXPECTED_SERVER_ERROR = 'An unexpected server error occurred.';

/**
 * The one error every API adapter raises for a non-200/204 answer or a network failure
 * ("Error payload"): status (0 when no answer came), the NativeErrorCode
 * when the server gave one, and the response body as received.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly nativeErrorCode: number | null = null,
    readonly response: unknown = null,
  ) {
    super(UNEXPECTED_SERVER_ERROR);
    this.name = 'ApiError';
  }

  get isServerError(): boolean {
    return this.status >= 500 && this.status < 600;
  }
}
