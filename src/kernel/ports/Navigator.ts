/** In-app navigation: changes the route without a page load. */
export interface Navigator {
  /** Goes to an in-app path (with its query); `replace` replaces the current history entry. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** The current path with its query string, e.g. '/login?loggedOut=true'. */
  currentPath(): string;
}
