/**
 * What the app shell embeds from the session area: the dialogs of the session's lifecycle
 * (login required, inactivity warning, logged out), drawn once above every page; and what
 * other areas' views use of it.
 */
export { SessionDialogs } from './ui/SessionDialogs';

/** For a page linking to a flag-gated page (Pay, Transfer): whether the link may show. */
export { useFlagOn } from './ui/useFlagOn';

/** For a view that shows something by a flag (a page gate, a navigation): the flags, fetched only when `needed`. */
export { useFeatureFlags } from './ui/useFeatureFlags';
