import type { Database } from '../platform/db/Database';
import { checkChallenge, completeOperation, createChallenge, isEscalatedFor } from '../escalation';
import { codeText, maskEmail, maskMobile, smsLine, type SmsLog } from '../escalation';
import { BRAND } from '../../contract/rules/brand';
import type { ContactCodeChannel } from '../../contract/contact';

/**
 * Confirming a new mobile number or email address: a code goes to the new number or address
 * through the same one-time-code path as an SMS escalation, under a purpose naming the exact
 * number or address, so a code confirms only what it was sent to.
 */
export const confirmationPurpose = (channel: ContactCodeChannel, to: string) =>
  `confirm-${channel === 'sms' ? 'mobile' : 'email'}:${to}`;

/** Masks an address the way the step-up's email does (escalation/sms.ts). */
export { maskEmail };

/** "Sends" the code (the sandbox log, as for SMS) and answers where it went, masked. */
export async function sendConfirmation(
  { db, sms }: { db: Database; sms: SmsLog },
  input: { customerNumber: string; sessionId: string; channel: ContactCodeChannel; to: string },
): Promise<{ operationId: string; sentTo: string }> {
  const { operationId, code } = await createChallenge(db, {
    customerNumber: input.customerNumber, sessionId: input.sessionId, purpose: confirmationPurpose(input.channel, input.to),
  });
  if (input.channel === 'sms') {
    sms(smsLine(input.to, codeText(code, 'confirm this number for your banking')));
    return { operationId, sentTo: maskMobile(input.to) };
  }
  sms(`Email to ${maskEmail(input.to)}: your ${BRAND.product} confirmation code is ${code}`);
  return { operationId, sentTo: maskEmail(input.to) };
}

export type Confirmation = 'confirmed' | 'wrong' | 'start-again';

/**
 * Whether the customer gave the right code for this number or address. An operation already
 * confirmed (the save is being retried after an escalation) stays confirmed until completed.
 */
export async function checkConfirmation(
  db: Database, input: { operationId: string; sessionId: string; code: string; purpose: string },
): Promise<Confirmation> {
  const named = { operationId: input.operationId, sessionId: input.sessionId, purpose: input.purpose };
  if (await isEscalatedFor(db, named)) return 'confirmed';
  const check = await db.transaction((tx) => checkChallenge(tx, input));
  if (check === 'wrong') return 'wrong';
  // A right code of another purpose (a payment's, another number's) confirms nothing.
  return check === 'escalated' && await isEscalatedFor(db, named) ? 'confirmed' : 'start-again';
}

export const confirmationSpent = completeOperation;
