/** The toast types. */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error', 'default'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A toast closes itself after this long (loading toasts never do). */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;
