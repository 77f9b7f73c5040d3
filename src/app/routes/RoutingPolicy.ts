import { BRAND } from '../../../contract/rules/brand';
import { isClientSidePath, isOnPathList, isUnderPrefix } from '../../kernel/domain/routes';
import type { NativeBridge } from '../../kernel/ports/NativeBridge';
import type { PageLoader } from '../../kernel/ports/PageLoader';

export interface RoutingPaths {
  /** Paths the server owns on a secure connection. */
  handOff: readonly string[];
  /** Prefixes the webview renders itself. */
  webview: readonly string[];
  /** Pages only the server renders: loaded from it on any connection (paths.ts SERVER_PAGES). */
  serverPages?: readonly string[];
}

/**
 * Route rules that are not a page: the server hand-off list and the webview's own paths,
 * and leaving for the public site. A policy, not a store: it holds no
 * state a view renders, only the path the page was loaded at.
 */
export class RoutingPolicy {
  private landingPath: string | null = null;

  constructor(private readonly pages: PageLoader, private readonly native: NativeBridge, private readonly paths: RoutingPaths) {}

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
   * or a server that serves the app for it would loop. In the webview, every path outside
   * the webview's prefixes belongs to the native app. The server's own pages (loan status, my
   * accounts, digital signature) load from it on any connection. In a browser the spec's
   * client-side routes (those starting with apply, online or dashboard) are always the app's:
   * no list an area declares hands one of them to the server.
   */
  shouldHandOff(path: string): boolean {
    const bare = path.split('?')[0] ?? path;
    if (this.native.isWebview) return !isUnderPrefix(bare, this.paths.webview);
    if (isClientSidePath(bare)) return false;
    if (isOnPathList(bare, this.paths.serverPages ?? []) && bare !== this.landingPath) return true;
    return this.pages.isSecureConnection() && isOnPathList(bare, this.paths.handOff) && bare !== this.landingPath;
  }

  /** A full page load from the server; in the webview, a `link` command to the native app. */
  handOff(path: string): void {
    if (this.native.isWebview) this.native.send('link', { url: path });
    else this.pages.load(path);
  }

  /** `/` for a visitor on a secure connection: the bank's public site. */
  leaveForPublicSite(): void {
    this.pages.load(BRAND.publicSite);
  }
}
