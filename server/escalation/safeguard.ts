import type { FastifyRequest } from 'fastify';
import { BRAND } from '../../contract/rules/brand';
import { formatAucklandDateTime } from '../../contract/rules/AucklandDate';
import { grantOf } from '../platform/auth/requireCustomer';
import type { Database, Queryable } from '../platform/db/Database';
import { approvalText, requestHash, type Binding } from './binding';
import { createChallenge, openEscalatedOperation } from './oneTimeCodes';
import { emailLine, maskEmail, maskMobile, smsLine, type SmsLog } from './sms';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';
import { hasApprovingPasskey, passkeyWaitEndsMs } from '../passkeys';

/** Safeguard NativeErrorCodes. */
export const SAFEGUARD_CONTACT_US = 6001;
export const SMS_CHALLENGE = 6002;
export const NO_MOBILE_PHONE = 6006;
/** NativeErrorCode 4004 (data error): the request is not the one the code was sent for. */
export const DATA_ERROR = 4004;

export const SMS_CHALLENGE_MESSAGE = 'We have sent a 6-digit code to your mobile phone. Enter it to continue.';
/** 6002 of a factor or contact change by a customer with no mobile that can take codes: the code went to their email. */
export const EMAIL_CHALLENGE_MESSAGE = 'We have sent a 6-digit code to your email address. Enter it to continue.';
/** 6002 for a customer with a passkey and no mobile that can take codes: the passkey approves. */
export const PASSKEY_CHALLENGE_MESSAGE = 'Approve this with your passkey to continue.';
export const NO_MOBILE_MESSAGE = `We can't send you a code because we don't have a mobile number for you. Please call us on ${BRAND.phone}.`;
/** The request changed after its code was sent (amount, destination, operation): nothing was done. */
export const CHANGED_REQUEST_MESSAGE = 'The code you entered was for different details, so nothing was done. Start again and we will send you a new code for these details.';
export const coolingOffMessage = (fromMs: number) =>
  `Your new mobile number can receive security codes from ${formatAucklandDateTime(fromMs)}. Until then, call us on ${BRAND.phone} to do this.`;
export const passkeyCoolingOffMessage = (fromMs: number) =>
  `Your new passkey can approve payments and changes from ${formatAucklandDateTime(fromMs)}. Until then, call us on ${BRAND.phone} to do this.`;

export interface SafeguardDeps { db: Database; sms: SmsLog }

interface MobileRow { number: string; approves_from_ms: number | null; usable: boolean }

/** The customer's mobiles, oldest first: each with when it may approve (a new one waits) and whether it may now. */
async function mobilesOf(db: Database, customerNumber: string): Promise<MobileRow[]> {
  const { rows } = await db.query<MobileRow>(
    `SELECT number, (extract(epoch FROM approves_from) * 1000)::float8 AS approves_from_ms,
            (approves_from IS NULL OR approves_from <= sandbox_now()) AS usable
       FROM customer_phones WHERE customer_number = $1 AND type ILIKE '%mobile%' ORDER BY id`,
    [customerNumber],
  );
  return rows;
}

/** When the first of the customer's waiting mobiles may approve, or null when none waits. */
const firstMobileWait = (rows: readonly MobileRow[]) =>
  rows.map((row) => row.approves_from_ms).filter((ms): ms is number => ms !== null).sort((a, b) => a - b)[0] ?? null;

export type TextedCode = { sent: true; operationId: string; sentTo: string } | { sent: false; message: string };

/**
 * A bound code by text message, for a page the bank's server renders (no step-up dialog, no
 * passkey: the customer types the code into the page's own form). The same binding as
 * requireEscalation's: the code approves exactly `binding`, once, for this session. With no
 * mobile that may take codes now, the customer is told why and when, or to call.
 */
export async function textBoundCode(
  { db, sms }: SafeguardDeps,
  input: { customerNumber: string; sessionId: string; clientAddress: string; purpose: string; binding: Binding },
): Promise<TextedCode> {
  const rows = await mobilesOf(db, input.customerNumber);
  const mobile = rows.find((row) => row.usable)?.number;
  if (!mobile) {
    const wait = firstMobileWait(rows);
    return { sent: false, message: wait === null ? NO_MOBILE_MESSAGE : coolingOffMessage(wait) };
  }
  const { operationId, code } = await createChallenge(db, {
    customerNumber: input.customerNumber, sessionId: input.sessionId, purpose: input.purpose,
    clientAddress: input.clientAddress, requestHash: requestHash(input.purpose, input.binding.fields),
  });
  sms(smsLine(mobile, approvalText(code, input.binding.summary)));
  return { sent: true, operationId, sentTo: maskMobile(mobile) };
}

/**
 * The operation `operationId` of this session after its code was checked right: it may run
 * only if it approves exactly `binding` (what the page's form holds now) and has not run yet.
 */
export async function approvesExactly(
  db: Queryable, input: { operationId: string; sessionId: string; purpose: string; binding: Binding },
): Promise<boolean> {
  const approved = await openEscalatedOperation(db, { operationId: input.operationId, sessionId: input.sessionId });
  return approved !== null && approved.purpose === input.purpose && approved.requestHash === requestHash(input.purpose, input.binding.fields);
}

/**
 * emailWhenNoMobile: with no mobile that can take codes and no passkey, send the code to the
 * email address the customer already had. Only factor and contact changes ask for it (a
 * customer with no mobile gets a code by email); money never does: a payment with no mobile stays
 * 6006, so an email inbox alone never approves a payment.
 */
export interface EscalationOptions { emailWhenNoMobile?: boolean }

export type Escalation =
  | { passed: true; operationId: string }
  | { passed: false; body: { NativeErrorCode: number; message: string; operationId?: string; passkey?: boolean; smsSent?: boolean; sentBy?: 'sms' | 'email'; sentTo?: string } };

/** The email the customer has on file (before any change being made now), or null. */
async function emailOnFile(db: Database, customerNumber: string): Promise<string | null> {
  const { rows } = await db.query<{ email: string | null }>('SELECT email FROM customers WHERE customer_number = $1', [customerNumber]);
  const email = rows[0]?.email?.trim();
  return email ? email : null;
}

/**
 * The gate in front of a protected operation (dynamic linking). It passes (returns the
 * operation id) when the request carries an escalated token for an operation of this purpose,
 * named again in X-Operation-Id, whose code was right, which has not run yet, AND whose
 * approved request hashes the same as this one (`binding`): a code sent for $1,001 to one
 * account approves that, not $9,000 to another. Otherwise the answer is a 403 body:
 * 4004 when the escalated token was for other details (no new code: the request is refused);
 * 6002 after "sending" a code naming what it approves; 6006 with no mobile; 6001 when the only
 * mobile is still in its cooling-off period. A customer with a passkey gets `passkey: true` on
 * the 6002 (and, with no mobile that can take codes, no SMS): the passkey approves the same row.
 * With `emailWhenNoMobile` (factor and contact changes only), a customer with neither gets the
 * code by email instead, bound the same way; the 6002 says how it was sent (`sentBy`, `sentTo`).
 */
export async function requireEscalation(
  { db, sms }: SafeguardDeps, request: FastifyRequest, purpose: string, binding: Binding, options: EscalationOptions = {},
): Promise<Escalation> {
  const grant = grantOf(request);
  const hash = requestHash(purpose, binding.fields);
  if (grant.privilege === 'escalated' && grant.operationId) {
    // requireCustomer has checked X-Operation-Id names this token's open operation.
    const approved = await openEscalatedOperation(db, { operationId: grant.operationId, sessionId: grant.sessionId });
    if (approved && approved.purpose === purpose && approved.requestHash === hash) return { passed: true, operationId: grant.operationId };
    // A step-up answered for other details is a tampering signal: the security log hears of it.
    await recordSecurityEvent(db, request, { type: 'step-up-code-wrong', detail: { purpose, reason: 'other-details' } });
    return { passed: false, body: { NativeErrorCode: DATA_ERROR, message: CHANGED_REQUEST_MESSAGE } };
  }
  const rows = await mobilesOf(db, grant.customerNumber);
  const mobile = rows.find((row) => row.usable)?.number;
  // A passkey past its waiting period is a factor the customer already had: it can approve in
  // place of the code. One added in the last day cannot (a phished password and code could add it).
  const passkey = await hasApprovingPasskey(db, grant.customerNumber);
  if (!mobile && passkey) {
    const { operationId } = await createChallenge(db, {
      customerNumber: grant.customerNumber, sessionId: grant.sessionId, purpose, clientAddress: request.ip, requestHash: hash,
    });
    await recordSecurityEvent(db, request, { type: 'step-up-requested', detail: { purpose, method: 'passkey' } });
    return { passed: false, body: { NativeErrorCode: SMS_CHALLENGE, message: PASSKEY_CHALLENGE_MESSAGE, operationId, passkey: true, smsSent: false } };
  }
  const email = !mobile && options.emailWhenNoMobile ? await emailOnFile(db, grant.customerNumber) : null;
  if (!mobile && email) {
    const { operationId, code } = await createChallenge(db, {
      customerNumber: grant.customerNumber, sessionId: grant.sessionId, purpose, clientAddress: request.ip, requestHash: hash,
    });
    sms(emailLine(email, approvalText(code, binding.summary)));
    await recordSecurityEvent(db, request, { type: 'step-up-requested', detail: { purpose, method: 'email' } });
    return { passed: false, body: { NativeErrorCode: SMS_CHALLENGE, message: EMAIL_CHALLENGE_MESSAGE, operationId, sentBy: 'email', sentTo: maskEmail(email) } };
  }
  if (!mobile) {
    // A new mobile or a new passkey still waiting: the customer hears which can approve first, and when.
    const mobileWait = firstMobileWait(rows);
    const passkeyWait = await passkeyWaitEndsMs(db, grant.customerNumber);
    if (passkeyWait !== null && (mobileWait === null || passkeyWait < mobileWait)) {
      return { passed: false, body: { NativeErrorCode: SAFEGUARD_CONTACT_US, message: passkeyCoolingOffMessage(passkeyWait) } };
    }
    if (mobileWait !== null) return { passed: false, body: { NativeErrorCode: SAFEGUARD_CONTACT_US, message: coolingOffMessage(mobileWait) } };
    return { passed: false, body: { NativeErrorCode: NO_MOBILE_PHONE, message: NO_MOBILE_MESSAGE } };
  }
  const { operationId, code } = await createChallenge(db, {
    customerNumber: grant.customerNumber, sessionId: grant.sessionId, purpose, clientAddress: request.ip, requestHash: hash,
  });
  sms(smsLine(mobile, approvalText(code, binding.summary)));
  await recordSecurityEvent(db, request, { type: 'step-up-requested', detail: { purpose } });
  return {
    passed: false,
    body: { NativeErrorCode: SMS_CHALLENGE, message: SMS_CHALLENGE_MESSAGE, operationId, sentBy: 'sms', sentTo: maskMobile(mobile), ...(passkey ? { passkey: true } : {}) },
  };
}

