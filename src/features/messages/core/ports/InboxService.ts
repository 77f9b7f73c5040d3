import type { InboxMessage } from '../domain/InboxMessage';

/** The logged-in customer's secure messages. Every method throws ApiError on failure. */
export interface InboxService {
  /** Every message of the customer's inbox, newest first. */
  list(): Promise<InboxMessage[]>;
  /** Marks one of the customer's messages read; a message that is not theirs fails with status 404. */
  markRead(id: string): Promise<void>;
  /** Closes a message's "new" notification without reading it; not theirs fails with status 404. */
  dismissNotification(id: string): Promise<void>;
}
