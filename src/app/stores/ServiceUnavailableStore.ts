import { makeAutoObservable } from 'mobx';
import type { Navigator } from '../../kernel/ports/Navigator';
import type { HandleApiError } from '../../kernel/services/HandleApiError';

const pathOnly = (path: string) => path.split(/[?#]/)[0] ?? path;

/**
 * Which page a service the bank has taken down for maintenance left without what it needs: a
 * call answered 503 while the customer was on it. The page is then shown as the spec's "We're
 * working on it. Sorry for the inconvenience." with "Back to dashboard" (AreaRoutes), instead of
 * a page that cannot work; the rest of the bank stays usable. The whole system being down is
 * the system status's job (/apply/back-soon), not this.
 */
export class ServiceUnavailableStore {
  path: string | null = null;

  constructor(errors: HandleApiError, private readonly navigator: Navigator) {
    makeAutoObservable<this, 'navigator'>(this, { navigator: false }, { autoBind: true });
    errors.onServiceUnavailable(this.markCurrentPage);
  }

  /** Whether the page at `location` (a path without its query) is the one left unavailable. */
  isUnavailable(location: string): boolean {
    return this.path !== null && this.path === pathOnly(location);
  }

  /** A page opened afresh tries again. */
  clear(): void {
    this.path = null;
  }

  private markCurrentPage(): void {
    this.path = pathOnly(this.navigator.currentPath());
  }
}
