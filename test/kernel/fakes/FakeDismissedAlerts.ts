import type { DismissedAlerts } from '../../../src/kernel/ports/DismissedAlerts';

/** Dismissed alert ids in memory; share `ids` between instances to simulate a reload. */
export class FakeDismissedAlerts implements DismissedAlerts {
  constructor(readonly ids: string[] = []) {}

  list(): string[] {
    return [...this.ids];
  }

  dismiss(id: string): void {
    if (!this.ids.includes(id)) this.ids.push(id);
  }
}
