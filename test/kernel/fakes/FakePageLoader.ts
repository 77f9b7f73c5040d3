import type { PageLoader } from '../../../src/kernel/ports/PageLoader';

/** Records full page loads instead of leaving the page. */
export class FakePageLoader implements PageLoader {
  readonly loads: string[] = [];

  constructor(public secure = true) {}

  isSecureConnection(): boolean {
    return this.secure;
  }

  load(url: string): void {
    this.loads.push(url);
  }
}
