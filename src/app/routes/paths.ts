import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

/**
 * The pages the bank's server renders itself (the sandbox serves them: server/handoff), on every
 * connection: the app has no page there, so even on plain http it loads them from the server
 * rather than showing "not found". `/open-a/account/selection` is the chooser's old address,
 * which the server sends on to the app's page.
 */
export const SERVER_PAGES: readonly string[] = [
  '/loan-status/*', '/my-accounts/*', '/digital-signature/*', '/open-a/account/selection',
];

/**
 * The spec's hand-off paths that no area of this app renders: the server's own pages. The rest
 * of the spec's list (/login, /messages, /payees, /international-payees, the two contact setup
 * pages, /settings/manage-cards, /settings/online-eftpos, /online-eftpos/*) is declared by the
 * area that renders the page on plain http, in its manifest's `handOffPaths`.
 */
const SERVER_ONLY_PATHS = ['/loan-status/*', '/my-accounts/*', '/digital-signature/*'] as const;

/** On a secure connection these paths are the server's, reached by a full page load. */
export function handOffPathsOf(features: readonly FeatureManifest[]): string[] {
  const owned = features.flatMap((f) => f.handOffPaths ?? []);
  return [...new Set([...owned, ...SERVER_ONLY_PATHS])];
}

/** In the native app's webview only these prefixes render here; the rest goes to the app as `link`. */
export function webviewPathsOf(features: readonly FeatureManifest[]): string[] {
  return [...new Set(features.flatMap((f) => f.webviewPaths ?? []))];
}
