import { PLATFORM_POLICY } from '../../kernel/domain/PlatformPolicy';
import type { BrowserIdentity } from '../../kernel/ports/BrowserIdentity';
import type { CookieJar } from '../../kernel/ports/CookieJar';

const COOKIE = 'ClientBrowserId';
/** Browser-id cookie lifetime 210 days. */
const LIFETIME_SECONDS = PLATFORM_POLICY.browserIdCookieDays * 24 * 60 * 60;

/** The browser id lives in the ClientBrowserId cookie, created on first use. */
export class CookieBrowserIdentity implements BrowserIdentity {
  constructor(private readonly cookies: CookieJar, private readonly newId: () => string = () => crypto.randomUUID()) {}

  id(): string {
    const existing = this.cookies.read(COOKIE);
    if (existing && /^[A-Za-z0-9-]{8,64}$/.test(existing)) return existing;
    const created = this.newId();
    this.cookies.write(COOKIE, created, { maxAgeSeconds: LIFETIME_SECONDS });
    return created;
  }
}
