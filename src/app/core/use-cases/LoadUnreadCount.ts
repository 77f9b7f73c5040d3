import { isUnread } from '../domain/Message';
import type { MessagesService } from '../ports/MessagesService';

/** How many messages the messages indicator counts as new. */
export class LoadUnreadCount {
  constructor(private readonly messages: MessagesService) {}

  async execute(): Promise<number> {
    const all = await this.messages.list();
    return all.filter(isUnread).length;
  }
}
