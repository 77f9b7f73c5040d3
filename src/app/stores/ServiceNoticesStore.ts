import { makeAutoObservable, runInAction } from 'mobx';
import type { ServiceNotice, ServiceNoticeService } from '../core/ports/ServiceNoticeService';
import type { AlertsStore } from './AlertsStore';

/**
 * The service notices the shell shows as dismissable alerts: read once per visit; a notice the
 * customer closed stays closed (AlertsStore keeps its id), on this visit and the next.
 */
export class ServiceNoticesStore {
  private all: ServiceNotice[] = [];
  private loaded = false;

  constructor(private readonly service: ServiceNoticeService, private readonly alerts: AlertsStore) {
    makeAutoObservable<this, 'service' | 'alerts'>(this, { service: false, alerts: false }, { autoBind: true });
  }

  /** The notices to show: those not closed. */
  get shown(): ServiceNotice[] {
    return this.all.filter((notice) => !this.alerts.isDismissed(notice.id));
  }

  /** Reads the notices once; a failure shows none (a notice is never worth an error of its own). */
  async load(): Promise<void> {
    if (this.loaded) return;
    this.loaded = true;
    try {
      const notices = await this.service.current();
      runInAction(() => { this.all = notices; });
    } catch {
      runInAction(() => { this.loaded = false; });
    }
  }

  dismiss(id: string): void {
    this.alerts.dismiss(id);
  }
}
