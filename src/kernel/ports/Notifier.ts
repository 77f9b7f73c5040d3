import type { NotificationType } from '../domain/Notification';

/**
 * Short-lived notifications ("toasts") to the customer. Stores and use-cases raise them
 * through this port so nothing inside the app knows which toast library draws them.
 * Toasts are added, updated and removed; ids are chosen by the notifier.
 */
export interface Notifier {
  /** Shows a toast of the given type ('default' when absent) that closes itself after 5 s; returns its id. */
  notify(message: string, type?: NotificationType): string;
  /** Shows a loading toast, which stays until it is updated or dismissed; returns its id. */
  loading(message: string): string;
  /** Replaces a toast's words and type; a loading toast becomes an ordinary one that closes itself. */
  update(id: string, message: string, type: NotificationType): void;
  /** Removes a toast at once; an unknown id is ignored. */
  dismiss(id: string): void;
}
