import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { TooManyRequests } from './TooManyRequests';

/** NativeErrorCode 4010: data validation. */
export const DATA_VALIDATION = 4010;

/**
 * Route-level error handler for JSON endpoints whose bad input must come back as
 * `{ message, NativeErrorCode: 4010 }` with a 4xx: schema failures, a body that is not JSON,
 * an empty body, an unsupported content type. Only a real fault is a 500.
 */
export function dataValidationErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A limit reached is no data problem: 429 with when to come back, as the app-wide handler answers it.
  if (error instanceof TooManyRequests) return reply.status(429).header('Retry-After', String(error.retryAfterSeconds)).send({ message: error.message });
  const status = error.validation ? 400 : error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) {
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'An unexpected server error occurred.' });
  }
  return reply.status(status).send({ message: error.message, NativeErrorCode: DATA_VALIDATION });
}

/** preValidation hook: JSON bodies only (a form post would otherwise parse into an object). */
export async function requireJsonBody(request: FastifyRequest, reply: FastifyReply) {
  if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
    return reply.status(415).send({ message: 'The body must be JSON (Content-Type: application/json).', NativeErrorCode: DATA_VALIDATION });
  }
}

/**
 * Schema error messages that say what to send, e.g. "address.postcode must be 4 digits"
 * rather than ajv's "must match pattern "^[0-9]{4}$"".
 */
export function explainSchemaErrors(explain: (field: string, error: FastifySchemaValidationError) => string | undefined) {
  return (errors: FastifySchemaValidationError[], dataVar: string): Error => {
    const first = errors[0];
    const field = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.')
      || String((first?.params as { missingProperty?: string } | undefined)?.missingProperty ?? dataVar);
    return new Error(first ? explain(field, first) ?? `${dataVar}${first.instancePath.replace(/\//g, '.')} ${first.message ?? 'is invalid'}` : `Invalid ${dataVar}.`);
  };
}
