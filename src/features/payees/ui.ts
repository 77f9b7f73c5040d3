/**
 * What other areas embed: Confirmation of Payee's panel and the store behind it (the pay
 * form checks a one-off account with them). Imported statically by areas that require this
 * one, so it travels in their chunks, never in the app's (the manifest stays in index.ts).
 */
export { ConfirmationPanel } from './ui/ConfirmationPanel';
export { PayeeCheck } from './stores/PayeeCheck';
export { ConfirmPayee } from './core/use-cases/ConfirmPayee';
export type { Confirmation } from './core/domain/Confirmation';
export type { PayeeDrafts } from './stores/PayeeDrafts';
