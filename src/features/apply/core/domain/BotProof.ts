/**
 * What an anonymous submit carries for the bot check: a solved server-issued puzzle, or the
 * debug panel's request to skip it (the server honours that only in test environments).
 */
export type BotProof = { challengeId: string; nonce: number } | { bypass: true };
