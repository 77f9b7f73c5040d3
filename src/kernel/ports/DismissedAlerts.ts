/**
 * The ids of alerts the customer has closed for good (an alert with an id,
 * marked dismissable, stays closed permanently on this device).
 */
export interface DismissedAlerts {
  /** Every dismissed id, in the order they were dismissed; empty when storage is unreadable. */
  list(): string[];
  /** Remembers an id; dismissing an id twice keeps it once. Never throws, even when storage is full or blocked. */
  dismiss(id: string): void;
}
