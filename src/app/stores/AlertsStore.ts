import { makeAutoObservable } from 'mobx';
import type { DismissedAlerts } from '../../kernel/ports/DismissedAlerts';

/** Which alerts the customer closed for good; views hide those and offer a close button on the rest. */
export class AlertsStore {
  private dismissed: Set<string>;

  constructor(private readonly storage: DismissedAlerts) {
    this.dismissed = new Set(storage.list());
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  isDismissed(id: string): boolean {
    return this.dismissed.has(id);
  }

  dismiss(id: string): void {
    this.dismissed.add(id);
    this.storage.dismiss(id);
  }
}
