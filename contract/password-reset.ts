import { Type, type Static } from '@sinclair/typebox';
import { BotProof } from './bot-check';

/** POST /api/password-reset/start: who the customer says they are; a code goes to their mobile if it matches. */
export const StartPasswordResetRequest = Type.Object({
  customerNumber: Type.String({ pattern: '^[0-9]{7}$' }),
  dateOfBirth: Type.String({ format: 'date' }),
  botCheck: BotProof,
}, { additionalProperties: false });
export type StartPasswordResetRequest = Static<typeof StartPasswordResetRequest>;

/** The same answer whether or not the details matched: nobody learns which customer numbers exist. */
export const StartPasswordResetResponse = Type.Object({ resetId: Type.String({ format: 'uuid' }), message: Type.String() });
export type StartPasswordResetResponse = Static<typeof StartPasswordResetResponse>;

/** POST /api/password-reset/complete: the texted code and the new password. */
export const CompletePasswordResetRequest = Type.Object({
  resetId: Type.String({ format: 'uuid' }),
  customerNumber: Type.String({ pattern: '^[0-9]{7}$' }),
  code: Type.String({ pattern: '^[0-9]{6}$' }),
  newPassword: Type.String({ maxLength: 1024 }),
}, { additionalProperties: false });
export type CompletePasswordResetRequest = Static<typeof CompletePasswordResetRequest>;

export const PASSWORD_RESET_MESSAGES = {
  sent: 'If those details match our records, we have sent a 6-digit code to your mobile phone.',
  codeFailed: "That code didn't work. Check the text message, or start again for a new code.",
  unavailable: 'Password reset is not available online at the moment.',
} as const;
