import type { Navigator } from '../../src/core/ports/Navigator';

/** Records navigations; `path` is where the app is now. */
export class FakeNavigator implements Navigator {
  readonly history: string[] = [];

  constructor(public path = '/') {}

  navigate(path: string, options: { replace?: boolean } = {}): void {
    if (!options.replace || this.history.length === 0) this.history.push(path);
    else this.history[this.history.length - 1] = path;
    this.path = path;
  }

  currentPath(): string {
    return this.path;
  }
}
