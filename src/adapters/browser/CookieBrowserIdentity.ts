import type { BrowserIdentity } from '../../core/ports/BrowserIdentity';
import { readCookie, writeCookie } from './cookies';

const COOKIE = 'ClientBrowserId';
/** Spec section 9: browser-id cookie lifetime 210 days. */
const LIFETIME_SECONDS = 210 * 24 * 60 * 60;

/** The browser id lives in the ClientBrowserId cookie, created on first use. */
export class CookieBrowserIdentity implements BrowserIdentity {
  id(): string {
    const existing = readCookie(COOKIE);
    if (existing && /^[A-Za-z0-9-]{8,64}$/.test(existing)) return existing;
    const created = crypto.randomUUID();
    writeCookie(COOKIE, created, { maxAgeSeconds: LIFETIME_SECONDS });
    return created;
  }
}
