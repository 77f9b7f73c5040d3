import type { Message } from '../domain/Message';

/** The logged-in customer's secure messages. Every method throws ApiError on failure. */
export interface MessagesService {
  /** Every message in the inbox, newest first. */
  list(): Promise<Message[]>;
  /** Marks one message read; afterwards list() reports it with status 'Read'. */
  markRead(id: string): Promise<void>;
}
