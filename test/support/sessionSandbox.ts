import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app/buildApp';
import { readConfig, type ServerConfig } from '../../server/platform/config';
import type { Database } from '../../server/platform/db/Database';
import { freshDatabase } from './freshDatabase';

export const BROWSER_ID = 'session-test-browser';
export const BASIC = `Basic ${Buffer.from(`${BROWSER_ID}:`).toString('base64')}`;
export const FORM = 'application/x-www-form-urlencoded';
export const PASSWORD = 'Kowhai-2026!';

/** The sandbox app on a fresh database, with the "SMS" log captured instead of printed. */
export interface SessionSandbox {
  app: FastifyInstance; db: Database; sms: string[]; config: ServerConfig; close(): Promise<void>;
  /** The security log's JSON lines, as written. */
  securityLog: string[];
}

export async function sessionSandbox(overrides: Partial<ServerConfig> = {}): Promise<SessionSandbox> {
  const fresh = await freshDatabase();
  const config = { ...readConfig({}), dataDir: null, port: 0, devEndpoints: !overrides.production, ...overrides };
  const sms: string[] = [];
  const securityLog: string[] = [];
  const app = await buildApp({ db: fresh.db, config, sms: (line) => sms.push(line), securityLog: (line) => securityLog.push(line) });
  return { app, db: fresh.db, sms, securityLog, config, close: async () => { await app.close(); await fresh.drop(); } };
}

/** POST /token with a form body, the Basic browser id, and optional extra headers (cookie, X-Operation-Id). */
export function postToken(app: FastifyInstance, form: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST', url: '/token', payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': FORM, authorization: BASIC, ...headers },
  });
}

/** The Set-Cookie header(s) for SessionStore, or undefined. */
export function sessionSetCookie(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  return all.find((c) => c.startsWith('SessionStore='));
}

/** The SessionStore cookie's value as the browser would now hold it ('' when cleared). */
export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return sessionSetCookie(response)?.split(';')[0]?.slice('SessionStore='.length);
}

export interface LoggedIn { accessToken: string; refreshToken: string; customerNumber: string }

export async function login(app: FastifyInstance, customerNumber = '1000001', password = PASSWORD): Promise<LoggedIn> {
  const response = await postToken(app, { grant_type: 'password', username: customerNumber, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { accessToken: response.json().access_token, refreshToken: refreshCookieOf(response) ?? '', customerNumber };
}

/** The refresh grant with refresh_token=cookie and the cookie set (or a native token value with `value`). */
export function refresh(
  app: FastifyInstance, refreshToken: string, options: { fresh?: boolean; lowPriv?: boolean; value?: boolean } = {},
) {
  const form: Record<string, string> = {
    grant_type: 'refresh_token', refresh_token: options.value ? refreshToken : 'cookie',
    ClientForcedLowPriv: String(options.lowPriv ?? false), FreshSession: String(options.fresh ?? false),
  };
  return postToken(app, form, options.value ? {} : { cookie: `SessionStore=${refreshToken}` });
}

/** GET an /api path as the holder of `accessToken`. */
export function apiGet(app: FastifyInstance, url: string, accessToken?: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}), ...headers } });
}

/** Moves a session's full-privilege window into the past: the server reads time from now(), rows are the clock. */
export async function endFullPrivilege(db: Database, customerNumber: string): Promise<void> {
  await db.query("UPDATE sessions SET lowpriv_until = now() - interval '1 second' WHERE customer_number = $1", [customerNumber]);
}

/** The code "texted" for an operation, read from the development endpoint (the SMS stand-in). */
export async function oneTimeCodeFor(app: FastifyInstance, operationId: string): Promise<string> {
  const list = (await apiGet(app, '/dev/one-time-codes')).json() as { operationId: string; code: string }[];
  const entry = list.find((c) => c.operationId === operationId);
  if (!entry) throw new Error(`no code for ${operationId}`);
  return entry.code;
}

/** The escalation grant for an operation with its texted code: the full-privilege access token. */
export async function escalatedToken(app: FastifyInstance, session: LoggedIn, operationId: string): Promise<string> {
  const grant = await postToken(app, { grant_type: 'escalation', ChallengeResponse: await oneTimeCodeFor(app, operationId), authenticationSubType: 'escalate' },
    { cookie: `SessionStore=${session.refreshToken}`, 'x-operation-id': operationId });
  if (grant.statusCode !== 200) throw new Error(`escalation failed: ${grant.body}`);
  return grant.json().access_token;
}

/**
 * A safeguarded request the way the client makes it: sent once; on 403 6002 the texted code
 * is exchanged for the escalated token and the same request is sent again with it.
 */
export async function withStepUp(
  app: FastifyInstance, session: LoggedIn, send: (bearer: string, operationId?: string) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  const first = await send(session.accessToken);
  if (first.statusCode !== 403 || first.json().NativeErrorCode !== 6002) return first;
  const { operationId } = first.json() as { operationId: string };
  return send(await escalatedToken(app, session, operationId), operationId);
}
