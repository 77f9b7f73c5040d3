import type { ServerArea } from '../platform/area';

/** Step-up: one-time codes that approve one operation. */
export const escalationArea: ServerArea = {
  name: 'escalation',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { openEscalatedOperation } from './oneTimeCodes';
export { loggedCodes } from './codeLog';
export { canonicalAccount, fieldsOf, maskAccount, money } from './binding';
export type { Binding } from './binding';
export { MAX_CODE_ATTEMPTS, checkChallenge, completeOperation, createChallenge, isEscalatedFor } from './oneTimeCodes';
export type { ChallengeCheck } from './oneTimeCodes';
export {
  CHANGED_REQUEST_MESSAGE, DATA_ERROR, NO_MOBILE_PHONE, approvesExactly, passkeyCoolingOffMessage, requireEscalation, SAFEGUARD_CONTACT_US, textBoundCode,
} from './safeguard';
export type { Escalation, EscalationOptions, SafeguardDeps, TextedCode } from './safeguard';
export { OperationAlreadyDone } from './oneTimeCodes';
export { codeText, emailLine, maskEmail, maskMobile, smsLine } from './sms';
export type { SmsLog } from './sms';
