import { Type, type Static } from '@sinclair/typebox';

/** GET /api/bot-check/challenge: a puzzle to solve before an anonymous submit (contract/rules/ProofOfWork). */
export const BotChallenge = Type.Object({
  challengeId: Type.String({ format: 'uuid' }),
  salt: Type.String(),
  difficulty: Type.Integer({ minimum: 1, maximum: 32 }),
}, { $id: 'BotChallenge' });
export type BotChallenge = Static<typeof BotChallenge>;

/**
 * What an anonymous submit carries: a solved puzzle, or (debug panel, test environments
 * only) a request to skip the check, which the server refuses outside SANDBOX_DEV.
 */
export const BotProof = Type.Union([
  Type.Object({ challengeId: Type.String({ format: 'uuid' }), nonce: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
  Type.Object({ bypass: Type.Literal(true) }, { additionalProperties: false }),
], { $id: 'BotProof' });
export type BotProof = Static<typeof BotProof>;

/** The bank's words when an anonymous submit's proof fails (password reset and a new customer's application alike). */
export const BOT_CHECK_MESSAGES = {
  failed: "We couldn't confirm you're not a robot. Please try again.",
  bypassRefused: 'The bot check can only be skipped in a test environment.',
} as const;
