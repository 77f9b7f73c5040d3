import type { PageLoader } from '../../kernel/ports/PageLoader';

/** PageLoader over window.location. */
export class WindowPageLoader implements PageLoader {
  constructor(private readonly location: Pick<Location, 'protocol' | 'assign'> = window.location) {}

  isSecureConnection(): boolean {
    return this.location.protocol === 'https:';
  }

  load(url: string): void {
    this.location.assign(url);
  }
}
