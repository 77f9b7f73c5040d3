import type { CookieJar } from '../../../../kernel/ports/CookieJar';
import type { SessionStorage } from '../../../../kernel/ports/SessionStorage';

const CUSTOMER_NUMBER = 'customerNumber';
const TOKEN_ISSUE_TIME = 'TokenIssueTime';

/**
 * What the client remembers of a session: the customer number and the
 * token issue time in the tab's session storage, and the issue time again in a cookie.
 * The cookie is shared by every tab, so a reload restores only when this tab's issue time
 * is still the latest one: a tab that another tab's login or logout has overtaken does not.
 */
export class SessionRecord {
  constructor(private readonly storage: SessionStorage, private readonly cookies: CookieJar) {}

  /** Remembers a new grant's customer and when its token was issued (ms since epoch). */
  save(customerNumber: string, issuedAt: number): void {
    this.storage.set(CUSTOMER_NUMBER, customerNumber);
    this.storage.set(TOKEN_ISSUE_TIME, String(issuedAt));
    this.cookies.write(TOKEN_ISSUE_TIME, String(issuedAt));
  }

  /** When the current token was issued, or null when there is none. */
  tokenIssuedAt(): number | null {
    const value = Number(this.storage.get(TOKEN_ISSUE_TIME));
    return Number.isFinite(value) && value > 0 ? value : null;
  }

  customerNumber(): string | null {
    return this.storage.get(CUSTOMER_NUMBER);
  }

  /** The customer whose session a reload may restore silently, or null. */
  restorableCustomer(): string | null {
    const customer = this.customerNumber();
    const stored = this.storage.get(TOKEN_ISSUE_TIME);
    if (!customer || !stored) return null;
    return this.cookies.read(TOKEN_ISSUE_TIME) === stored ? customer : null;
  }

  /** Forgets the session: storage keys and the issue-time cookie. */
  clear(): void {
    this.storage.remove(CUSTOMER_NUMBER);
    this.storage.remove(TOKEN_ISSUE_TIME);
    this.cookies.remove(TOKEN_ISSUE_TIME);
  }
}
