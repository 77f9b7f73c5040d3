import type { FastifyInstance, FastifyReply } from 'fastify';
import { addressKey } from '../platform/http/clientAddress';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import {
  CompletePasswordResetRequest, PASSWORD_RESET_MESSAGES, StartPasswordResetRequest, StartPasswordResetResponse,
} from '../../contract/password-reset';
import { BOT_CHECK_MESSAGES } from '../../contract/bot-check';
import { passwordProblem } from '../../contract/rules/PasswordPolicy';
import type { Database } from '../platform/db/Database';
import { hitRateLimit, type RateLimit } from '../platform/rateLimit';
import type { SmsLog } from '../escalation';
import { verifyBotProof } from '../bot-check';
import { completePasswordReset, passwordResetEnabled, startPasswordReset } from './passwordReset';
import { startStopwatch } from '../platform/clock/machineTime';

/** NativeErrorCode 4010: data validation. */
const DATA_VALIDATION = 4010;
const HOUR = 3600;
/** Every start answers no sooner than this, so a match (which writes and texts) and a miss take as long. */
export const START_FLOOR_MS = 400;

export interface PasswordResetDeps { db: Database; sms: SmsLog; bypassAllowed: boolean }

/**
 * POST /api/password-reset/start and /complete (flag CustomerPasswordReset). Anonymous, so
 * each is limited per client address and per customer number (429 + Retry-After), the start
 * needs the bot check, and neither answer tells whether a customer number exists.
 */
export function passwordResetRoutes(app: FastifyInstance, deps: PasswordResetDeps): void {
  const { db } = deps;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 400: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody };

  api.post('/api/password-reset/start', {
    schema: { body: StartPasswordResetRequest, response: { 200: StartPasswordResetResponse, ...errors } },
  }, async (request, reply) => {
    const elapsed = startStopwatch();
    if (!(await passwordResetEnabled(db))) return reply.status(404).send({ message: PASSWORD_RESET_MESSAGES.unavailable });
    const limited = await overLimit(db, reply, [
      { bucket: `password-reset-start:address:${addressKey(request.ip)}`, limit: 20, windowSeconds: HOUR },
      { bucket: `password-reset-start:customer:${request.body.customerNumber}`, limit: 5, windowSeconds: HOUR },
    ]);
    if (limited) return limited;
    const bot = await verifyBotProof(db, request.body.botCheck, { bypassAllowed: deps.bypassAllowed });
    if (bot === 'bypass-refused') return reply.status(403).send({ message: BOT_CHECK_MESSAGES.bypassRefused });
    if (bot === 'failed') return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: BOT_CHECK_MESSAGES.failed });
    const resetId = await startPasswordReset(db, deps.sms, request.body);
    await untilElapsed(elapsed, START_FLOOR_MS);
    return { resetId, message: PASSWORD_RESET_MESSAGES.sent };
  });

  api.post('/api/password-reset/complete', {
    schema: { body: CompletePasswordResetRequest, response: { 204: Type.Null(), ...errors } },
  }, async (request, reply) => {
    if (!(await passwordResetEnabled(db))) return reply.status(404).send({ message: PASSWORD_RESET_MESSAGES.unavailable });
    const limited = await overLimit(db, reply, [
      { bucket: `password-reset-complete:address:${addressKey(request.ip)}`, limit: 30, windowSeconds: HOUR },
      { bucket: `password-reset-complete:customer:${request.body.customerNumber}`, limit: 10, windowSeconds: HOUR },
    ]);
    if (limited) return limited;
    const { customerNumber, newPassword } = request.body;
    const problem = passwordProblem({ password: newPassword, customerNumber });
    if (problem) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: problem });
    const outcome = await completePasswordReset(db, request.body);
    if (outcome === 'failed') {
      await recordSecurityEvent(db, request, { type: 'step-up-code-wrong', customerNumber: await knownCustomer(db, customerNumber), detail: { purpose: 'password-reset' } });
      return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: PASSWORD_RESET_MESSAGES.codeFailed });
    }
    await recordSecurityEvent(db, request, { type: 'password-reset', customerNumber });
    if (outcome === 'reset-unlocked') await recordSecurityEvent(db, request, { type: 'banking-unlocked', customerNumber, detail: { by: 'password-reset' } });
    return reply.status(204).send(null);
  });
}

/** The customer number if it is one: what was typed is logged only when it names a customer. */
async function knownCustomer(db: Database, customerNumber: string): Promise<string | null> {
  const { rows } = await db.query('SELECT 1 FROM customers WHERE customer_number = $1', [customerNumber]);
  return rows.length ? customerNumber : null;
}

/** Counts a hit in each bucket; the first one over its limit answers 429 with Retry-After. */
async function overLimit(db: Database, reply: FastifyReply, limits: RateLimit[]): Promise<FastifyReply | null> {
  for (const limit of limits) {
    const verdict = await hitRateLimit(db, limit);
    if (!verdict.allowed) {
      reply.header('Retry-After', String(verdict.retryAfterSeconds));
      return reply.status(429).send({ message: 'Too many attempts. Please wait a while and try again.' });
    }
  }
  return null;
}

async function untilElapsed(elapsed: () => number, floorMs: number): Promise<void> {
  const left = floorMs - elapsed();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
