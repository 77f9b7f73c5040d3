/**
 * A query cache key that carries the type of the value stored under it. Each area declares
 * its keys (`export const CONTACT_QUERY = queryKey<Contact>('contact')`), so a reader and a
 * writer of one key cannot disagree about what is there. Keys nest with '/': invalidating
 * 'messages' also invalidates 'messages/unread'.
 */
export type QueryKey<T> = string & { readonly __queryValue?: T };

export const queryKey = <T>(key: string): QueryKey<T> => key as QueryKey<T>;
