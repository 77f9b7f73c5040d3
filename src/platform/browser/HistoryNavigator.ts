import type { Navigator } from '../../kernel/ports/Navigator';

/**
 * Navigator over the History API. wouter's browser location listens for pushState and
 * replaceState, so the route table follows without a page load.
 */
export class HistoryNavigator implements Navigator {
  navigate(path: string, options: { replace?: boolean } = {}): void {
    if (options.replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
  }

  currentPath(): string {
    return `${window.location.pathname}${window.location.search}`;
  }
}
