/** A secure message in the customer's inbox (spec section 1, messages inbox). */
export interface Message {
  id: string;
  subject: string;
  body: string;
  /** ISO 8601 instant. */
  receivedAt: string;
  status: 'Sent' | 'Read';
  /** The customer closed the "new message" notification without reading it. */
  notificationDismissed: boolean;
}

/** Unread, for the messages indicator: sent to the customer, not yet read, notification not dismissed. */
export function isUnread(message: Message): boolean {
  return message.status === 'Sent' && !message.notificationDismissed;
}

/** The indicator's words: '(N new)' or '(no unread)' (spec section 2). */
export function unreadLabel(unread: number): string {
  return unread > 0 ? `(${unread} new)` : '(no unread)';
}
