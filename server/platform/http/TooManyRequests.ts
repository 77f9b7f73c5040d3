/**
 * Thrown where a rate limit is exceeded deep in a request (a code send inside a route): the
 * error handler answers 429 with Retry-After and the usual JSON error body.
 */
export class TooManyRequests extends Error {
  readonly statusCode = 429;

  constructor(readonly retryAfterSeconds: number, message = 'Too many requests. Try again later.') {
    super(message);
    this.name = 'TooManyRequests';
  }
}
