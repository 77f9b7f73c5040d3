/**
 * What the app shell embeds from the session area: the dialogs of the session's lifecycle
 * (login required, inactivity warning, logged out), drawn once above every page.
 */
export { SessionDialogs } from './ui/SessionDialogs';
