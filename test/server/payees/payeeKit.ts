import type { FastifyInstance } from 'fastify';
import { apiGet, postToken, type LoggedIn } from '../support/sessionSandbox';

/** A JSON request as the holder of `accessToken` (with X-Operation-Id once escalated). */
export function send(app: FastifyInstance, method: 'POST' | 'PUT' | 'DELETE', url: string, accessToken: string, body?: object, operationId?: string) {
  return app.inject({
    method, url, ...(body ? { payload: body } : {}),
    headers: { authorization: `Bearer ${accessToken}`, ...(operationId ? { 'x-operation-id': operationId } : {}) },
  });
}

async function codeFor(app: FastifyInstance, operationId: string): Promise<string> {
  const list = (await apiGet(app, '/dev/one-time-codes')).json() as { operationId: string; code: string }[];
  const entry = list.find((c) => c.operationId === operationId);
  if (!entry) throw new Error(`no code for ${operationId}`);
  return entry.code;
}

/**
 * Sends a safeguarded request the way the client does: the 403 6002 challenge, the "SMS"
 * code (read from the development endpoint), the escalation grant, then the request again.
 */
export async function sendSafeguarded(app: FastifyInstance, session: LoggedIn, method: 'POST' | 'PUT', url: string, body: object) {
  const challenge = await send(app, method, url, session.accessToken, body);
  if (challenge.statusCode !== 403 || challenge.json().NativeErrorCode !== 6002) return challenge;
  const { operationId } = challenge.json() as { operationId: string };
  const grant = await postToken(app, { grant_type: 'escalation', ChallengeResponse: await codeFor(app, operationId), authenticationSubType: 'escalate' },
    { cookie: `SessionStore=${session.refreshToken}`, 'x-operation-id': operationId });
  if (grant.statusCode !== 200) throw new Error(`escalation failed: ${grant.body}`);
  return send(app, method, url, grant.json().access_token, body, operationId);
}
