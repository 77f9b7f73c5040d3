import type { DismissedAlerts } from '../../kernel/ports/DismissedAlerts';

/** The local-storage key: a JSON list of alert ids. */
export const DISMISSED_ALERTS_KEY = 'alerts:dismissed';

/**
 * Dismissed alerts in local storage, so they stay closed across visits on this device.
 * Storage can be blocked (private modes) or full: then the ids live in memory for the page,
 * which is the best a blocked browser allows, and nothing throws.
 */
export class LocalStorageDismissedAlerts implements DismissedAlerts {
  private memory: string[] | null = null;

  constructor(private readonly storage: Storage) {}

  list(): string[] {
    if (this.memory) return [...this.memory];
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(DISMISSED_ALERTS_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  }

  dismiss(id: string): void {
    const ids = this.list();
    if (ids.includes(id)) return;
    ids.push(id);
    try {
      this.storage.setItem(DISMISSED_ALERTS_KEY, JSON.stringify(ids));
    } catch {
      this.memory = ids;
    }
  }
}
