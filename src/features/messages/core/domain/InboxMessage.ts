/** A secure message in the customer's inbox ("Customer message"). */
export interface InboxMessage {
  id: string;
  subject: string;
  /** Plain text; paragraphs are separated by blank lines. */
  body: string;
  /** ISO 8601 instant, shown in Pacific/Auckland. */
  receivedAt: string;
  status: 'Sent' | 'Read';
  /** The customer closed the "new message" notification without reading the message. */
  notificationDismissed: boolean;
}

/** The spec's unread rule: 'Sent' counts as unread unless NotificationDismissed is true. */
export function isUnread(message: InboxMessage): boolean {
  return message.status === 'Sent' && !message.notificationDismissed;
}

/** Newest first, whatever order the messages came in (ties keep their order). */
export function newestFirst(messages: readonly InboxMessage[]): InboxMessage[] {
  return [...messages].sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt));
}

/** The paragraphs of a message body, for rendering without HTML. */
export function paragraphsOf(body: string): string[] {
  return body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}

/** The header indicator's words: '(N new)' or '(no unread)'. */
export function unreadLabel(unread: number): string {
  return unread > 0 ? `(${unread} new)` : '(no unread)';
}
