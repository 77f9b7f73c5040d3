import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { BRAND } from '../../../contract/rules/brand';
import type { Queryable } from '../db/Database';
import { browserIdFromBasicAuth } from '../http/browserId';
import { SECURITY_NOTICES, type SecurityEventType } from './securityEvents';

export type { SecurityEventType } from './securityEvents';

/** A detail value: small facts only (an amount, a masked number, a payee id). Never a secret. */
export type SecurityDetail = Record<string, string | number | boolean | null>;

export interface SecurityEvent {
  type: SecurityEventType;
  /** Whose event; defaults to the request's logged-in customer. null for a number that does not exist. */
  customerNumber?: string | null;
  detail?: SecurityDetail;
  /**
   * For a change of contact details: the channels the customer had BEFORE it (read them with
   * noticeChannels before the change), so the notice never goes only to a number or address
   * that was just put there.
   */
  noticeChannels?: NoticeChannels;
}

/** Where a notice goes: the customer's first mobile, else their email. */
export interface NoticeChannels { mobile: string | null; email: string | null }

/** The customer's channels now (call before changing a mobile or email, and pass them to the event). */
export async function noticeChannels(db: Queryable, customerNumber: string): Promise<NoticeChannels | null> {
  const { rows } = await db.query<NoticeChannels>(
    `SELECT (SELECT number FROM customer_phones p WHERE p.customer_number = c.customer_number AND p.type ILIKE '%mobile%' ORDER BY p.id LIMIT 1) AS mobile,
            c.email FROM customers c WHERE c.customer_number = $1`, [customerNumber]);
  return rows[0] ?? null;
}

/**
 * Where the log's JSON lines go (one event per line), where notices are "sent" (the SMS/email
 * log), and which events send one (NEW_DEVICE_NOTICES=false silences the new-device notice for
 * journeys, whose every browser is new).
 */
export interface SecurityLogSinks { line: (json: string) => void; outbox: (line: string) => void; notices?: (type: SecurityEventType) => boolean }

let sinks: SecurityLogSinks = { line: (json) => process.stdout.write(`${json}\n`), outbox: () => undefined };

/** buildApp (server/app) points the log at its sinks once (SECURITY_LOG_FILE or stdout; the SMS log). */
export function useSecurityLogSinks(next: SecurityLogSinks): void { sinks = next; }

// A key that names a secret is dropped whatever its value: the log must never hold one, even
// when a caller passes a whole body by mistake.
const SECRET_KEY = /pass|code|token|secret|otp|pin|cvv|cvc|answer|challenge|signature|credential|authorization|cookie/i;

/** The detail without any key that may carry a secret, strings cut to 120 characters. */
export function withoutSecrets(detail: SecurityDetail = {}): SecurityDetail {
  const kept: SecurityDetail = {};
  for (const [key, value] of Object.entries(detail)) {
    if (SECRET_KEY.test(key)) continue;
    kept[key] = typeof value === 'string' ? value.slice(0, 120) : value;
  }
  return kept;
}

interface Origin { device: string | null; sessionId: string | null; address: string | null; userAgent: string | null; customerNumber: string | null }

/** Who and where, from the request: the logged-in grant, or the token endpoint's Basic browser id. */
function originOf(request: FastifyRequest | null): Origin {
  if (!request) return { device: null, sessionId: null, address: null, userAgent: null, customerNumber: null };
  const basic = request.url.startsWith('/token') ? browserIdFromBasicAuth(request.headers.authorization) : null;
  return {
    device: basic,
    sessionId: request.grant?.sessionId ?? null,
    address: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 256) ?? null,
    customerNumber: request.grant?.customerNumber ?? null,
  };
}

/**
 * THE function every area calls to record a security event: one row in security_events (every
 * instance writes the one database) and one JSON line on the security log, with the customer,
 * device, address and the sandbox clock's time. Events with a notice (SECURITY_NOTICES) also
 * reach the customer: an inbox message and a line on their SMS/email channel. Call it inside the
 * transaction that made the change, so the record and the change stand or fall together.
 */
export async function recordSecurityEvent(db: Queryable, request: FastifyRequest | null, event: SecurityEvent): Promise<void> {
  if (request) recorded.add(request);
  const origin = originOf(request);
  const customerNumber = event.customerNumber === undefined ? origin.customerNumber : event.customerNumber;
  const detail = withoutSecrets(event.detail);
  const { rows } = await db.query<{ id: string; occurred_at: Date | string; device: string | null }>(
    `INSERT INTO security_events (type, customer_number, device, session_id, address, user_agent, detail)
     VALUES ($1, $2, COALESCE($3, (SELECT browser_id FROM sessions WHERE id = $4::uuid)), $4::uuid, $5, $6, $7::jsonb)
     RETURNING id::text, occurred_at, device`,
    [event.type, customerNumber, origin.device, origin.sessionId, origin.address, origin.userAgent, JSON.stringify(detail)],
  );
  const row = rows[0]!;
  sinks.line(JSON.stringify({
    log: 'security', id: row.id, time: new Date(row.occurred_at).toISOString(), event: event.type,
    customer: customerNumber, device: row.device, session: origin.sessionId, address: origin.address, detail,
  }));
  const notice = SECURITY_NOTICES[event.type];
  if (notice && customerNumber && (sinks.notices?.(event.type) ?? true)) {
    await sendNotice(db, customerNumber, notice, event.noticeChannels ?? await noticeChannels(db, customerNumber));
  }
}

/** Requests that recorded an event themselves (the 429 hook then records nothing more). */
const recorded = new WeakSet<FastifyRequest>();

/** Whether this request has recorded a security event already. */
export function hasRecordedEvent(request: FastifyRequest): boolean {
  return recorded.has(request);
}

/** An inbox message, and the same words by the customer's channel (mobile if they have one, else email). */
async function sendNotice(db: Queryable, customerNumber: string, notice: { subject: string; body: string }, contact: NoticeChannels | null): Promise<void> {
  if (!contact) return;
  const body = `${notice.body} Not you? Call us on ${BRAND.phone}.`;
  const messageId = `security-${randomUUID()}`;
  await db.query('INSERT INTO customer_messages (id, customer_number, subject, body, received_at) VALUES ($1, $2, $3, $4, sandbox_now())',
    [messageId, customerNumber, notice.subject, body]);
  const channel = contact.mobile ? 'sms' : contact.email ? 'email' : null;
  if (!channel) return;
  await db.query("INSERT INTO alert_deliveries (customer_number, kind, channel, message_id) VALUES ($1, 'security-notice', $2, $3)",
    [customerNumber, channel, messageId]);
  sinks.outbox(channel === 'sms' ? `SMS to ${maskTail(contact.mobile!)}: ${BRAND.product}: ${body}` : `Email to ${maskTail(contact.email!)}: ${BRAND.product}: ${body}`);
}

/** Only the last four characters: the log names which phone or address, not the whole of it. */
function maskTail(value: string): string {
  return `***${value.replace(/\s/g, '').slice(-4)}`;
}
