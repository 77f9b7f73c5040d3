import type { Navigator } from '../../../src/kernel/ports/Navigator';

/** A router the navigator can drive instead of its own record (wouter's memory location in component tests). */
export interface AttachedRouter {
  navigate(path: string, options?: { replace?: boolean }): void;
  currentPath(): string;
}

/** Records navigations; `path` is where the app is now. */
export class FakeNavigator implements Navigator {
  readonly history: string[] = [];
  private router: AttachedRouter | null = null;

  constructor(private start = '/') {}

  get path(): string {
    return this.router ? this.router.currentPath() : this.start;
  }

  /** Follows and drives a real router from now on (history is still recorded). */
  attach(router: AttachedRouter): void {
    this.router = router;
  }

  navigate(path: string, options: { replace?: boolean } = {}): void {
    if (!options.replace || this.history.length === 0) this.history.push(path);
    else this.history[this.history.length - 1] = path;
    if (this.router) this.router.navigate(path, options);
    else this.start = path;
  }

  currentPath(): string {
    return this.path;
  }
}
