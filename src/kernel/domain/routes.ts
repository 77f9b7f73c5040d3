/**
 * Spec section 2: on a secure connection these paths belong to the server and are reached
 * by a full page load. A trailing `/*` means the path and everything under it.
 */
export const SERVER_HANDOFF_PATHS = [
  '/messages', '/login', '/international-payees', '/payees', '/setup/internet-banking/details',
  '/setup/internet-banking/mobile', '/settings/manage-cards', '/settings/online-eftpos',
  '/loan-status/*', '/my-accounts/*', '/digital-signature/*', '/online-eftpos/*',
] as const;

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/** Whether a path is on the server hand-off list. */
export function isServerHandoffPath(path: string): boolean {
  const bare = normalise(path).toLowerCase();
  return SERVER_HANDOFF_PATHS.some((entry) => {
    if (!entry.endsWith('/*')) return bare === entry;
    const prefix = entry.slice(0, -2);
    return bare === prefix || bare.startsWith(`${prefix}/`);
  });
}

/** Spec section 2: client-side routes are those starting with apply, online or dashboard. */
export function isClientSidePath(path: string): boolean {
  return /^\/(apply|online|dashboard)(\/|$)/.test(normalise(path).toLowerCase());
}

/**
 * Spec section 2: in the native app's webview only these application paths render here; any
 * other path is handed to the native app (a `link` command), which owns the rest of banking.
 * The webview hosts the apply area and the React internet-banking pages.
 */
export const WEBVIEW_APP_PATHS = ['/apply', '/online'] as const;

export function isWebviewAppPath(path: string): boolean {
  const bare = normalise(path).toLowerCase();
  return WEBVIEW_APP_PATHS.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`));
}

/** Where the app goes after logout (spec section 4). */
export const LOGGED_OUT_PATH = '/login?loggedOut=true';
/** Where the app goes when the system is down (spec section 4). */
export const BACK_SOON_PATH = '/apply/back-soon';
/** The new home. */
export const HOME_PATH = '/online/dashboard';

/** Only same-site paths may be a destination: no open redirects. */
export function safeLocalPath(candidate: string | null | undefined, fallback = HOME_PATH): string {
  return candidate && candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/\\') ? candidate : fallback;
}
