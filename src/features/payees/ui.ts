/**
 * What other areas embed: Confirmation of Payee's panel, and the types of the check behind it
 * (the pay form checks a one-off account with them). The check itself comes ready-made from
 * `PAYEES_TOKENS.PayeeCheck`, so no other area builds it from this area's use-cases.
 * Imported statically by areas that require this one, so it travels in their chunks, never in
 * the app's (the manifest stays in index.ts).
 */
export { ConfirmationPanel } from './ui/ConfirmationPanel';
export type { PayeeCheck } from './stores/PayeeCheck';
export type { Confirmation } from './core/domain/Confirmation';
export type { PayeeDrafts } from './stores/PayeeDrafts';
