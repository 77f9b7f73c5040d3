import type { FastifyInstance } from 'fastify';
import { escalatedToken, type LoggedIn } from '../../support/sessionSandbox';

/** A JSON request as the holder of `accessToken` (with X-Operation-Id once escalated). */
export function send(app: FastifyInstance, method: 'POST' | 'PUT' | 'DELETE', url: string, accessToken: string, body?: object, operationId?: string, idempotencyKey?: string) {
  return app.inject({
    method, url, ...(body ? { payload: body } : {}),
    headers: {
      authorization: `Bearer ${accessToken}`, ...(operationId ? { 'x-operation-id': operationId } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });
}

/**
 * Sends a safeguarded request the way the client does: the 403 6002 challenge, the "SMS"
 * code (read from the development endpoint), the escalation grant, then the request again.
 */
export async function sendSafeguarded(app: FastifyInstance, session: LoggedIn, method: 'POST' | 'PUT', url: string, body: object, idempotencyKey?: string) {
  const challenge = await send(app, method, url, session.accessToken, body, undefined, idempotencyKey);
  if (challenge.statusCode !== 403 || challenge.json().NativeErrorCode !== 6002) return challenge;
  const { operationId } = challenge.json() as { operationId: string };
  return send(app, method, url, await escalatedToken(app, session, operationId), body, operationId, idempotencyKey);
}
