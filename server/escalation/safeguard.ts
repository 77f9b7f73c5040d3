import type { FastifyRequest } from 'fastify';
import { BRAND } from '../../contract/rules/brand';
import { grantOf } from '../platform/auth/requireCustomer';
import type { Database } from '../platform/db/Database';
import { createChallenge, isEscalatedFor } from './oneTimeCodes';
import { smsLine, type SmsLog } from './sms';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';

/** Safeguard NativeErrorCodes of spec section 8. */
export const SMS_CHALLENGE = 6002;
export const NO_MOBILE_PHONE = 6006;

export const SMS_CHALLENGE_MESSAGE = 'We have sent a 6-digit code to your mobile phone. Enter it to continue.';
export const NO_MOBILE_MESSAGE = `We can't send you a code because we don't have a mobile number for you. Please call us on ${BRAND.phone}.`;

export interface SafeguardDeps { db: Database; sms: SmsLog }

export type Escalation =
  | { passed: true; operationId: string }
  | { passed: false; body: { NativeErrorCode: number; message: string; operationId?: string } };

/**
 * The gate in front of a protected operation. It passes (returns the operation id) when the
 * request carries an escalated token for an operation of this purpose, named again in
 * X-Operation-Id, whose code was right and which has not run yet. Otherwise the answer is a
 * 403 body: 6002 after "sending" a fresh code to the customer's mobile, or 6006 when there is none.
 */
export async function requireEscalation(
  { db, sms }: SafeguardDeps, request: FastifyRequest, purpose: string,
): Promise<Escalation> {
  const grant = grantOf(request);
  const named = request.headers['x-operation-id'];
  if (grant.privilege === 'escalated' && grant.operationId && named === grant.operationId
    && await isEscalatedFor(db, { operationId: grant.operationId, sessionId: grant.sessionId, purpose })) {
    return { passed: true, operationId: grant.operationId };
  }
  const { rows } = await db.query<{ number: string }>(
    `SELECT number FROM customer_phones WHERE customer_number = $1 AND type ILIKE '%mobile%' ORDER BY id LIMIT 1`,
    [grant.customerNumber],
  );
  const mobile = rows[0]?.number;
  if (!mobile) return { passed: false, body: { NativeErrorCode: NO_MOBILE_PHONE, message: NO_MOBILE_MESSAGE } };
  const { operationId, code } = await createChallenge(db, {
    customerNumber: grant.customerNumber, sessionId: grant.sessionId, purpose, clientAddress: request.ip,
  });
  sms(smsLine(mobile, code));
  await recordSecurityEvent(db, request, { type: 'step-up-requested', detail: { purpose } });
  return { passed: false, body: { NativeErrorCode: SMS_CHALLENGE, message: SMS_CHALLENGE_MESSAGE, operationId } };
}
