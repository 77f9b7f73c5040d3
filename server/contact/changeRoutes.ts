import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noticeChannels, recordSecurityEvent } from '../platform/securityLog/securityLog';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ContactCodeRequest, ContactCodeSent, ContactEmailUpdate, ContactPhoneAdd, ContactPhoneRemoval } from '../../contract/contact';
import { ApiErrorBody } from '../../contract/errors';
import { SafeguardErrorBody } from '../../contract/escalation';
import { emailAddressProblem, normaliseEmailAddress } from '../../contract/rules/EmailAddress';
import { formatNzPhoneNumber, mobileNumberProblem, phoneNumberProblem } from '../../contract/rules/PhoneNumber';
import type { Database } from '../platform/db/Database';
import { customerOf, grantOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, dataValidationErrors, requireJsonBody } from '../platform/http/dataValidation';
import { enforceRateLimits } from '../platform/rateLimit';
import { BRAND } from '../../contract/rules/brand';
import { NO_MOBILE_PHONE, requireEscalation } from '../escalation';
import { maskMobile, type SmsLog } from '../escalation';
import type { Binding } from '../escalation';
import { checkCurrentPassword, PASSWORD_TRIES_MESSAGE, WRONG_PASSWORD_MESSAGE } from './currentPassword';
import { checkConfirmation, confirmationPurpose, confirmationSpent, maskEmail, sendConfirmation } from './confirmations';
import { addContactPhone, findPhone, hasPhoneNumber, mobileCount, phoneCount, removeContactPhone, saveContactEmail } from './contactRecords';

/** Changing contact methods is safeguarded (once there is a factor to step up to): they are where codes and letters go. */
export const CHANGE_CONTACT = 'change-contact';
/** Enough for a mobile, a home and a work number, and a spare of each kind. */
export const MAX_PHONES = 6;

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 409: ApiErrorBody, 415: ApiErrorBody };
/** Confirmation codes sent to one mobile number or email address in a day, whoever asks for them. */
export const CODES_TO_ONE_ADDRESS_PER_DAY = 5;
/** One-time codes go to a mobile, so the last one stays until another is added. */
export const ONLY_MOBILE = 'Add another mobile number before you remove this one. We send your one-time codes to it.';
export const NO_SUCH_PHONE = "That isn't one of your phone numbers.";
const invalid = (reply: FastifyReply, message: string) => reply.status(400).send({ message, NativeErrorCode: DATA_VALIDATION });
const alreadyThere = (number: string) => `${number} is already one of your phone numbers.`;
const CONFIRMATION_MESSAGES = {
  wrong: "That code isn't right. Check it and try again.",
  'start-again': 'That code has expired or was used up. Send a new code.',
} as const;

/** Adding and removing phones and changing the email, each new mobile or address confirmed with a code sent to it. */
export function contactChangeRoutes(app: FastifyInstance, deps: { db: Database; sms: SmsLog; coolingOffSeconds?: number }): void {
  const { db } = deps;
  // A wrong confirmation code is a security event like a wrong step-up code.
  const wrongCode = async (request: FastifyRequest, reply: FastifyReply, check: keyof typeof CONFIRMATION_MESSAGES) => {
    if (check === 'wrong') await recordSecurityEvent(db, request, { type: 'step-up-code-wrong', detail: { purpose: 'confirm-contact' } });
    return invalid(reply, CONFIRMATION_MESSAGES[check]);
  };
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const common = { bodyLimit: 4096, preValidation: requireJsonBody, errorHandler: dataValidationErrors };

  /**
   * The escalation gate, bound to this exact change: a code to a factor the customer already had
   * (their mobile, else a passkey, else their email on file: a stolen session with the phished
   * password cannot add the fraudster's mobile to a customer who had none). Only a customer with
   * no factor at all (no mobile, passkey or email: 6006 even with the email option) changes with
   * the password and the confirmation code alone; a mobile they add still waits out its cooling-off.
   */
  const safeguard = async (request: FastifyRequest, summary: string, fields: Binding['fields']) => {
    const escalation = await requireEscalation(deps, request, CHANGE_CONTACT, { summary, fields }, { emailWhenNoMobile: true });
    return !escalation.passed && escalation.body.NativeErrorCode === NO_MOBILE_PHONE ? null : escalation;
  };

  api.post('/api/contact/codes', {
    ...common, onRequest: requireCustomer(db),
    schema: { body: ContactCodeRequest, response: { 200: ContactCodeSent, ...errors, 429: ApiErrorBody } },
  }, async (request, reply) => {
    const { channel, to } = request.body;
    const problem = channel === 'sms' ? mobileNumberProblem(to) : emailAddressProblem(to);
    if (problem) return invalid(reply, problem);
    const address = channel === 'sms' ? formatNzPhoneNumber(to) : normaliseEmailAddress(to);
    // Counted per number or address, whichever customer asks: a session could otherwise have the
    // bank text a stranger's phone hundreds of times a day (the per-customer limit alone let ~960).
    await enforceRateLimits(db, [{ bucket: `confirmation-sends:to:${address}`, limit: CODES_TO_ONE_ADDRESS_PER_DAY, windowSeconds: 24 * 3600 }],
      `We've already sent ${CODES_TO_ONE_ADDRESS_PER_DAY} codes to this ${channel === 'sms' ? 'number' : 'address'} today. Try again tomorrow, or call us on ${BRAND.phone}.`);
    return sendConfirmation(deps, { customerNumber: customerOf(request), sessionId: grantOf(request).sessionId, channel, to: address });
  });

  api.post('/api/contact/phones', {
    ...common, onRequest: requireCustomer(db, { acceptEscalated: true }),
    schema: { body: ContactPhoneAdd, response: { 204: Type.Null(), ...errors, 403: SafeguardErrorBody } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    const { type, operationId, code } = request.body;
    const problem = type === 'Mobile' ? mobileNumberProblem(request.body.number) : phoneNumberProblem(request.body.number);
    if (problem) return invalid(reply, problem);
    const number = formatNzPhoneNumber(request.body.number);
    // Refused before any code is sent or checked: the request would fail anyway.
    if (await phoneCount(db, customer) >= MAX_PHONES) return reply.status(409).send({ message: `You can keep up to ${MAX_PHONES} phone numbers.` });
    if (await hasPhoneNumber(db, customer, number)) return reply.status(409).send({ message: alreadyThere(number) });
    let confirmed: string | null = null;
    if (type === 'Mobile') {
      // A mobile is a factor: adding one takes the password again, not the session alone.
      const passwordCheck = await checkCurrentPassword(db, customer, request.body.currentPassword);
      if (passwordCheck === 'throttled') return reply.status(429).send({ message: PASSWORD_TRIES_MESSAGE });
      if (passwordCheck !== 'right') return invalid(reply, WRONG_PASSWORD_MESSAGE);
      if (!operationId || !code) return invalid(reply, 'operationId and code are required for a mobile: send a code to the number first.');
      const check = await checkConfirmation(db, { operationId, code, sessionId: grantOf(request).sessionId, purpose: confirmationPurpose('sms', number) });
      if (check !== 'confirmed') return wrongCode(request, reply, check);
      confirmed = operationId;
    }
    const escalation = await safeguard(request, `add ${maskMobile(number)} to your contact details`, { change: 'add-phone', type, number });
    if (escalation && !escalation.passed) return reply.status(403).send(escalation.body);
    const before = await noticeChannels(db, customer);
    const added = await db.transaction(async (tx) => {
      if (!(await addContactPhone(tx, customer, { type, number }, deps.coolingOffSeconds ?? 0))) return false;
      await recordSecurityEvent(tx, request, { type: type === 'Mobile' ? 'mobile-changed' : 'phone-changed', detail: { change: 'added', phoneType: type, endsIn: number.slice(-3) }, noticeChannels: before ?? undefined });
      if (confirmed) await confirmationSpent(tx, confirmed);
      if (escalation) await confirmationSpent(tx, escalation.operationId);
      return true;
    });
    if (!added) return reply.status(409).send({ message: alreadyThere(number) });
    return reply.status(204).send(null);
  });

  api.delete('/api/contact/phones', {
    ...common, onRequest: requireCustomer(db, { acceptEscalated: true }),
    schema: { body: ContactPhoneRemoval, response: { 204: Type.Null(), ...errors, 403: SafeguardErrorBody, 404: ApiErrorBody, 429: ApiErrorBody } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    const { number } = request.body;
    if (!/\d/.test(number)) return invalid(reply, 'Enter the phone number to remove.');
    const phone = await findPhone(db, customer, number);
    if (!phone) return reply.status(404).send({ message: NO_SUCH_PHONE });
    // Refused before the safeguard: the request would fail anyway.
    if (/mobile/i.test(phone.type) && await mobileCount(db, customer) <= 1) return reply.status(409).send({ message: ONLY_MOBILE });
    if (/mobile/i.test(phone.type)) {
      // A mobile is a factor: removing one takes the password again, before any step-up code is sent.
      const passwordCheck = await checkCurrentPassword(db, customer, request.body.currentPassword);
      if (passwordCheck === 'throttled') return reply.status(429).send({ message: PASSWORD_TRIES_MESSAGE });
      if (passwordCheck !== 'right') return invalid(reply, WRONG_PASSWORD_MESSAGE);
    }
    const escalation = await safeguard(request, `remove ${maskMobile(phone.number)} from your contact details`, { change: 'remove-phone', phoneId: phone.id });
    if (escalation && !escalation.passed) return reply.status(403).send(escalation.body);
    const before = await noticeChannels(db, customer);
    const removed = await db.transaction(async (tx) => {
      if (!(await removeContactPhone(tx, customer, phone.id))) return false;
      await recordSecurityEvent(tx, request, { type: /mobile/i.test(phone.type) ? 'mobile-changed' : 'phone-changed', detail: { change: 'removed', phoneType: phone.type, endsIn: phone.number.slice(-3) }, noticeChannels: before ?? undefined });
      if (escalation) await confirmationSpent(tx, escalation.operationId);
      return true;
    });
    if (!removed) return reply.status(404).send({ message: NO_SUCH_PHONE });
    return reply.status(204).send(null);
  });

  api.put('/api/contact/email', {
    ...common, onRequest: requireCustomer(db, { acceptEscalated: true }),
    schema: { body: ContactEmailUpdate, response: { 204: Type.Null(), ...errors, 403: SafeguardErrorBody, 429: ApiErrorBody } },
  }, async (request, reply) => {
    const problem = emailAddressProblem(request.body.email);
    if (problem) return invalid(reply, problem);
    const email = normaliseEmailAddress(request.body.email);
    const { operationId, code } = request.body;
    // The email is where notices go: changing it takes the password again, before any code is checked or sent.
    const passwordCheck = await checkCurrentPassword(db, customerOf(request), request.body.currentPassword);
    if (passwordCheck === 'throttled') return reply.status(429).send({ message: PASSWORD_TRIES_MESSAGE });
    if (passwordCheck !== 'right') return invalid(reply, WRONG_PASSWORD_MESSAGE);
    const check = await checkConfirmation(db, { operationId, code, sessionId: grantOf(request).sessionId, purpose: confirmationPurpose('email', email) });
    if (check !== 'confirmed') return wrongCode(request, reply, check);
    const escalation = await safeguard(request, `change your email to ${maskEmail(email)}`, { change: 'email', email });
    if (escalation && !escalation.passed) return reply.status(403).send(escalation.body);
    const before = await noticeChannels(db, customerOf(request));
    await db.transaction(async (tx) => {
      await saveContactEmail(tx, customerOf(request), email);
      await recordSecurityEvent(tx, request, { type: 'email-changed', noticeChannels: before ?? undefined });
      await confirmationSpent(tx, operationId);
      if (escalation) await confirmationSpent(tx, escalation.operationId);
    });
    return reply.status(204).send(null);
  });
}
