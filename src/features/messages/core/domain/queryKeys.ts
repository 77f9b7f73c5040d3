/**
 * The QueryCache key of the header's unread count. Invalidating it makes the indicator
 * (src/app MessagesStore) count again, so it falls the moment a message is read.
 */
export const UNREAD_COUNT_KEY = 'messages/unread';
