/** The toast types of spec section 2. */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error', 'default'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec section 9: a toast closes itself after this long (loading toasts never do). */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;
