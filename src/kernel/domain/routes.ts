/** Path rules that take the lists they apply to (the app derives those from the feature manifests). */

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/** Whether a path is on a list of paths where a trailing `/*` means the path and everything under it. */
export function isOnPathList(path: string, list: readonly string[]): boolean {
  const bare = normalise(path).toLowerCase();
  return list.some((entry) => {
    if (!entry.endsWith('/*')) return bare === entry;
    const prefix = entry.slice(0, -2);
    return bare === prefix || bare.startsWith(`${prefix}/`);
  });
}

/** Whether a path is one of the prefixes or below one. */
export function isUnderPrefix(path: string, prefixes: readonly string[]): boolean {
  const bare = normalise(path).toLowerCase();
  return prefixes.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`));
}

/** Client-side routes are those starting with apply, online or dashboard. */
export function isClientSidePath(path: string): boolean {
  return /^\/(apply|online|dashboard)(\/|$)/.test(normalise(path).toLowerCase());
}

/** Where the app goes after logout. */
export const LOGGED_OUT_PATH = '/login?loggedOut=true';
/**
 * Where a logout for inactivity lands: the spec's logout address (what the server, analytics and
 * the native app read), with the reason as a second parameter the login page words its message by.
 */
export const INACTIVE_LOGGED_OUT_PATH = '/login?loggedOut=true&reason=inactivity';
/** Where the app goes when the system is down. */
export const BACK_SOON_PATH = '/apply/back-soon';
/**
 * Home: `/dashboard` picks the new home or the old one by the ReactDashboard flag,
 * so every "home" link goes through it and never lands on a page the flag hides.
 */
export const HOME_PATH = '/dashboard';

/**
 * Only same-site paths may be a destination: no open redirects. A browser drops tabs and line
 * breaks from a URL and reads a backslash as a slash, so `/%09/evil.example` (a tab, decoded from
 * `next`) or `/\evil.example` would become `//evil.example`, another site: any control
 * character or backslash refuses the path, as does `//`.
 */
export function safeLocalPath(candidate: string | null | undefined, fallback = HOME_PATH): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (!candidate || !candidate.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  return candidate.startsWith('//') ? fallback : candidate;
}
