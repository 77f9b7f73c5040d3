import { queryKey } from '../../../../kernel/domain/QueryKey';
import type { InboxMessage } from './InboxMessage';

/**
 * Everything about messages in the query cache. Invalidating it after a read, a dismissal or a
 * message sent also reaches the header's unread count (UnreadCountStore listens on
 * 'messages/unread'), so the count follows at once, without a reload.
 */
export const MESSAGES_KEY = queryKey<unknown>('messages');

/** The inbox as this area shows it. */
export const INBOX_QUERY = queryKey<InboxMessage[]>('messages/inbox');

/** The inbox behind the header's unread count. */
export const UNREAD_QUERY = queryKey<InboxMessage[]>('messages/unread');
