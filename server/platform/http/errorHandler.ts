import type { FastifyError, FastifyInstance } from 'fastify';
import { TooManyRequests } from './TooManyRequests';

/** NativeErrorCode 4010: data validation. */
const DATA_VALIDATION = 4010;

/**
 * Every error leaves as JSON with the right 4xx for bad input; only a real fault is a 500.
 * /token speaks OAuth (error, error_description); /api speaks the spec's error payload.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.validation ? 400 : error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    if (error instanceof TooManyRequests) reply.header('Retry-After', String(error.retryAfterSeconds));
    const message = status === 500 ? 'An unexpected server error occurred.' : error.message;
    if (request.url.startsWith('/token')) {
      return reply.status(status).send({ error: status === 401 ? 'invalid_client' : 'invalid_request', error_description: message });
    }
    return reply.status(status).send({ message, ...(error.validation ? { NativeErrorCode: DATA_VALIDATION } : {}) });
  });
}
