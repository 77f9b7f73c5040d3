import { queryKey } from '../../../../kernel/domain/QueryKey';
import type { InboxMessage } from './InboxMessage';

/**
 * Everything about messages in the query cache. Invalidating it after a read or a dismissal
 * also reaches the header's unread count (src/app MessagesStore listens on 'messages/list'),
 * so the count falls the moment a message is read, without a reload.
 */
export const MESSAGES_KEY = queryKey<unknown>('messages');

/** The inbox as this area shows it. */
export const INBOX_QUERY = queryKey<InboxMessage[]>('messages/inbox');
