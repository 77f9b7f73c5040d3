import { BRAND } from '../../../contract/rules/brand';
import { isServerHandoffPath, isWebviewAppPath } from '../../kernel/domain/routes';
import type { NativeBridge } from '../../kernel/ports/NativeBridge';
import type { PageLoader } from '../../kernel/ports/PageLoader';
import type { QueryCache } from '../../kernel/services/QueryCache';

export const CUSTOMER_ACTIONS_QUERY_KEY = 'customer-actions/list';

/**
 * Route rules that are not a page: the server hand-off list and the webview's own paths
 * (spec section 2), leaving for
 * the public site, and the cache the apply area invalidates. Not observable: it holds no
 * state the views render.
 */
export class RoutingStore {
  private landingPath: string | null = null;

  constructor(private readonly pages: PageLoader, private readonly cache: QueryCache, private readonly native: NativeBridge) {}

  /** Remembers the path the page was loaded at: the server already chose to give it to us. */
  landedAt(path: string): void {
    this.landingPath ??= path.split('?')[0] ?? path;
  }

  get isSecureConnection(): boolean {
    return this.pages.isSecureConnection();
  }

  /**
   * On a secure connection, hand-off paths are the server's and load as full pages; on plain
   * http (local development) they render here. A page loaded at such a path stays here too,
   * or a server that serves the app for it would loop.
   */
  shouldHandOff(path: string): boolean {
    const bare = path.split('?')[0] ?? path;
    if (this.native.isWebview) return !isWebviewAppPath(bare);
    return this.pages.isSecureConnection() && isServerHandoffPath(bare) && bare !== this.landingPath;
  }

  /** A full page load from the server; in the webview, a `link` command to the native app. */
  handOff(path: string): void {
    if (this.native.isWebview) this.native.send('link', { path });
    else this.pages.load(path);
  }

  /** `/` for a visitor on a secure connection: the bank's public site. */
  leaveForPublicSite(): void {
    this.pages.load(BRAND.publicSite);
  }

  /** Spec section 2: opening /apply/open-a invalidates the customer-actions list cache. */
  enteredOpenApply(): void {
    this.cache.invalidate(CUSTOMER_ACTIONS_QUERY_KEY);
  }
}
