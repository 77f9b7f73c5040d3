/**
 * What an anonymous submit carries for the bot check: a solved server-issued puzzle, or the
 * debug panel's request to skip it (the server honours that only in test environments).
 * The wire's own type (contract/bot-check), so the areas that send it (apply's new-customer
 * submit, password reset) name it from contract/ without reaching into this area.
 */
export type { BotProof } from '../../../../../contract/bot-check';
