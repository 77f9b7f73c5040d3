import type { ServiceNotice, ServiceNoticeService } from '../../../src/app/core/ports/ServiceNoticeService';

/** Service notices in memory; `publish`, `withdraw` and `failing` are open for tests. */
export class FakeServiceNoticeService implements ServiceNoticeService {
  private notices: ServiceNotice[] = [];
  failing = false;
  calls = 0;

  publish(notice: ServiceNotice): void { this.notices = [...this.notices.filter((n) => n.id !== notice.id), notice]; }
  withdraw(id: string): void { this.notices = this.notices.filter((n) => n.id !== id); }

  async current(): Promise<ServiceNotice[]> {
    this.calls += 1;
    if (this.failing) throw new Error('content API unavailable');
    return this.notices.map((n) => ({ ...n }));
  }
}
