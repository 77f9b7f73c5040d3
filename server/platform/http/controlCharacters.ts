import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DATA_VALIDATION } from './dataValidation';

/**
 * Control characters no customer types: NUL and the rest of C0 except tab, line feed and
 * carriage return (a message may have lines), DEL, and C1. PostgreSQL refuses NUL in text
 * (a 500 before), and the others end up in PDFs, statements and logs where they do harm.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Header values may hold tab, never line breaks (Node refuses those itself) or other controls. */
// eslint-disable-next-line no-control-regex
const HEADER_CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/;

/** The first place in a parsed value that holds a control character, e.g. "address.line1", or null. */
export function controlCharacterAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const where = `${path}.${key}`;
    if (CONTROL.test(key)) return where;
    const found = controlCharacterAt(inner, where, depth + 1);
    if (found) return found;
  }
  return null;
}

function badHeader(request: FastifyRequest): string | null {
  for (const [name, value] of Object.entries(request.headers)) {
    const values = Array.isArray(value) ? value : [value ?? ''];
    if (values.some((v) => HEADER_CONTROL.test(String(v)))) return `header ${name}`;
  }
  return null;
}

/**
 * ONE hook for every route: after the body is parsed and before any
 * schema or handler sees it, a control character in any string of the body, query, path
 * parameters or a header value is a 400. The token endpoint answers in its OAuth shape.
 * A file's bytes (an upload's Buffer) are not text and are not looked at; its name is.
 */
export function installControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const where = badHeader(request)
      ?? controlCharacterAt(request.params, 'path')
      ?? controlCharacterAt(request.query, 'query')
      ?? controlCharacterAt(request.body, 'body');
    if (!where) return;
    const message = `The ${where} holds a control character, which is not allowed.`;
    if (request.url.startsWith('/token')) return reply.status(400).send({ error: 'invalid_request', error_description: message });
    // `field` for the routes whose 400 names it (payees, automatic payments): "address.line1".
    const field = where.replace(/^(body|query|path)\./, '');
    return reply.status(400).send({ message, NativeErrorCode: DATA_VALIDATION, field });
  });
}
